import Testing

@testable import UIKitStandIn

/// The appearance state machine on its own: which callback each event asks for.
@Suite
struct AppearanceMachineTests {
  @Test("appear, then disappear: will, is-appearing, did; will, did")
  func fullCycle() {
    var machine = AppearanceMachine()
    #expect(
      machine.begin(appearing: true, animated: true, cause: .movingToParent) == .viewWillAppear)
    #expect(machine.cause == .movingToParent)
    #expect(machine.isAppearing() == .viewIsAppearing)
    #expect(machine.isAppearing() == nil)
    #expect(machine.end() == .viewDidAppear)
    machine.settle()
    #expect(machine.cause == .none)
    #expect(machine.state == .appeared)
    #expect(machine.begin(appearing: true, animated: false, cause: .none) == nil)
    #expect(machine.begin(appearing: false, animated: false, cause: .none) == .viewWillDisappear)
    #expect(machine.isAppearing() == nil)
    #expect(machine.end() == .viewDidDisappear)
    #expect(machine.end() == nil)
  }

  @Test("an end before viewIsAppearing's moment asks for it first")
  func endBeforeIsAppearing() {
    var machine = AppearanceMachine()
    _ = machine.begin(appearing: true, animated: false, cause: .none)
    #expect(machine.end() == .viewIsAppearing)
    #expect(machine.isAppearing() == .viewIsAppearing)
    #expect(machine.end() == .viewDidAppear)
  }

  @Test("a reversal: will-disappear, then will-appear, then did-appear (SR4)")
  func reversal() {
    var machine = AppearanceMachine()
    _ = machine.begin(appearing: true, animated: false, cause: .none)
    _ = machine.isAppearing()
    _ = machine.end()
    #expect(machine.begin(appearing: false, animated: true, cause: .none) == .viewWillDisappear)
    #expect(machine.begin(appearing: true, animated: true, cause: .none) == .viewWillAppear)
    #expect(machine.isAppearing() == .viewIsAppearing)
    #expect(machine.end() == .viewDidAppear)
    #expect(machine.animated)
  }
}
