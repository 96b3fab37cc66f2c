import Lifecycle
import Testing

@MainActor
@Suite struct StateMachineTests {
  /// The appearance table (Lifecycle's "One event, one controller" article): every (state, event) cell and where it leads; `nil` is illegal.
  nonisolated static let table: [(AppearanceState, LifecycleEvent, AppearanceState?)] = [
    (.disappeared, .willAppear, .appearing),
    (.disappeared, .didAppear, nil),
    (.disappeared, .willDisappear, nil),
    (.disappeared, .didDisappear, nil),
    (.appearing, .willAppear, nil),
    (.appearing, .didAppear, .appeared),
    (.appearing, .willDisappear, .disappearing),
    (.appearing, .didDisappear, nil),
    (.appeared, .willAppear, nil),
    (.appeared, .didAppear, nil),
    (.appeared, .willDisappear, .disappearing),
    (.appeared, .didDisappear, nil),
    (.disappearing, .willAppear, .appearing),
    (.disappearing, .didAppear, nil),
    (.disappearing, .willDisappear, nil),
    (.disappearing, .didDisappear, .disappeared),
  ]

  @Test func theTableHasAllSixteenCells() {
    #expect(Self.table.count == 16)
    let cells = Set(Self.table.map { "\($0.0)-\($0.1)" })
    #expect(cells.count == 16)
  }

  @Test(arguments: table)
  func eachCellDeliversOrRefuses(
    from state: AppearanceState, event: LifecycleEvent, expected: AppearanceState?
  ) {
    let world = Harness()
    world.globalAction("g")
    let screen = world.screen("A")
    screen.loadViewIfNeeded()
    drive(screen, to: state, animated: false)
    world.clear()

    let delivered = screen.deliver(event, animated: false)

    #expect(delivered == (expected != nil))
    #expect(screen.appearanceState == (expected ?? state))
    if expected != nil {
      world.expectTrace(["A.\(event)(false)", "g:A.\(event)(false)"])
      world.expectDiagnostics([])
    } else {
      world.expectTrace([])
      world.expectDiagnostics([.illegalEvent])
    }
  }

  @Test(arguments: table)
  func theValueMachineFollowsTheTable(
    from state: AppearanceState, event: LifecycleEvent, expected: AppearanceState?
  ) {
    #expect(AppearanceStateMachine.state(after: event, from: state) == expected)
  }

  @Test func aRefusedEventIsReportedWithTheControllerAndState() {
    let world = Harness()
    let screen = world.screen("Home")
    screen.deliver(.didAppear, animated: false)
    #expect(
      world.diagnostics.map(\.message) == [
        "refused didAppear for \"Home\" (TracedScreen): illegal while disappeared"
      ])
    world.expectDiagnostics([.illegalEvent])
  }
}
