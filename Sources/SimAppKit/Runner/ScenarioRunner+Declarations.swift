import Actions
import Lifecycle

/// The declarations: the controllers, windows, actions and lists a scenario names.
extension ScenarioRunner {
  func declare(_ declaration: Declaration) {
    // The parser has checked names, kinds and ownership, so these initialisers' preconditions
    // (free roots and tabs, at least one distinct tab) hold.
    switch declaration {
    case .screens(let names):
      for name in names { controllers[name] = screen(name) }
    case .module(let names):
      LifeCircleRegistry.scoped(moduleRegistry) {
        for name in names { controllers[name] = screen(name) }
      }
    case .container(let name, let children):
      let container = SimContainer(title: name)
      container.onHook = { [weak self] screen, event in self?.hookReact(to: event, of: screen) }
      // Declared children are free and off screen: adding them cannot fail.
      for child in children { try? container.addChild(controller(child)) }
      controllers[name] = container
    case .navigation(let name, let root):
      controllers[name] = NavigationController(rootController: controller(root), title: name)
    case .tabs(let name, let tabs):
      controllers[name] = TabController(tabs: tabs.map(controller), title: name)
    case .window(let root):
      let window = Window(rootController: controller(root))
      heldWindows[root] = window
      watchedWindows.append(WatchedWindow(name: root, window: window))
    case .actions(let names):
      for name in names {
        let probe = ProbeAction(name: name)
        probe.onHear = { [weak self, unowned probe] controller, event in
          self?.observer?.action(probe, heard: event, of: controller)
        }
        probes[name] = probe
      }
    case .checkInvariants:
      guard let makeObserver = Self.makeObserver else {
        preconditionFailure(
          "`check invariants` needs an observer: SimAppVerification's installChecks() sets one")
      }
      observer = makeObserver(self)
    case .trackViews:
      guard viewAction == nil else { return }
      let views = ScreenViewAction(clock: clock) { [weak self] view in
        self?.currentViews.append(view)
      }
      // Both registries, like the log: a module's screens are viewed alike.
      registry.register(views)
      moduleRegistry.register(views)
      viewAction = views
    case .list(let name, let rows):
      controllers[name] = makeList(name, rows: rows)
    case .once(let screen, let event):
      controller(screen).registerLifeCircleAction(
        OnceAction(on: event) { [weak self] host, _ in
          self?.current.notes.append("once: \(host.title) \(event.name)")
        })
    }
  }

  /// A declared screen whose own hooks run `hook` reactions.
  func screen(_ name: String) -> SimScreen {
    let screen = SimScreen(title: name)
    screen.onHook = { [weak self] screen, event in self?.hookReact(to: event, of: screen) }
    return screen
  }

  func controller(_ name: String) -> ScreenController {
    guard let controller = controllers[name] else {
      preconditionFailure("SimApp's parser let the undeclared name \(name) through")
    }
    return controller
  }
}
