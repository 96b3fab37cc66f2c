import Lifecycle
import Testing

// The code of the "Coordination, windows and registration timing" article, verbatim, so CI
// compiles it, and tests that it does what the article says.

final class SplitContainer: ScreenController {
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func viewWillAppear(_ animated: Bool) {
    for child in children { child.beginAppearanceTransition(true, animated: animated) }
  }
  override func viewDidAppear(_ animated: Bool) {
    for child in children { child.endAppearanceTransition() }
  }
  override func viewWillDisappear(_ animated: Bool) {
    for child in children { child.beginAppearanceTransition(false, animated: animated) }
  }
  override func viewDidDisappear(_ animated: Bool) {
    for child in children { child.endAppearanceTransition() }
  }
}

@MainActor func hideEverything(in registry: LifeCircleRegistry) {
  for window in registry.windows where window.isVisible { window.hide() }
}

@MainActor
@Suite struct ArticleExampleTests {
  @Test func theSplitContainerForwardsToBothChildrenAndQueuesWhatTheyAskMeanwhile() throws {
    let world = Harness()
    let split = world.make { SplitContainer(title: "Split") }
    let (left, right, detail) = (world.screen("L"), world.screen("R"), world.screen("D"))
    try split.addChild(left)
    try split.addChild(right)
    let nav = world.navigation(split)
    var presented = false
    left.onEvent = { [unowned left, unowned detail] event in
      guard event == .willAppear, !presented else { return }
      presented = true
      try? left.present(detail, style: .sheet, animated: false)
    }
    world.make { Window(rootController: nav) }.makeKeyAndVisible()
    world.expectTrace([
      "L.viewDidLoad", "R.viewDidLoad",
      "L.willAppear(false)", "R.willAppear(false)", "L.didAppear(false)", "R.didAppear(false)",
      "D.viewDidLoad", "D.willAppear(false)[presented]", "D.didAppear(false)[presented]",
    ])
    world.expectDiagnostics([])

    hideEverything(in: world.registry)
    world.expectTrace([
      "L.willDisappear(false)", "R.willDisappear(false)", "D.willDisappear(false)",
      "L.didDisappear(false)", "R.didDisappear(false)", "D.didDisappear(false)",
    ])
    #expect(world.registry.windows.isEmpty)
  }
}
