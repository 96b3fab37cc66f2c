/// The built-in demo, written in the scenario language, run by `swift run SimApp`.
///
/// A tab bar of two navigation stacks, walked through every kind of navigation; its
/// expectations make it a regression test of the callback order too.
enum DemoScenario {
  static let name = "built-in demo"

  static let text = """
    # LifeCircle demo: a tab bar of two navigation stacks.
    # SimApp registers a LogAction (the callbacks below) and a UIStackAction (the stack) globally,
    # and reports the focus events: the screen the user is looking at.
    screen Home Detail More Compose Share Settings Profile Badge
    navigation HomeNav Home
    navigation SettingsNav Settings
    tabs Main HomeNav SettingsNav
    window Main
    once Detail didAppear            # a per-instance OnceAction: "load Detail on first appearance"

    show
    expect stack Main HomeNav Home
    expect focus Home                # never the tab bar or the stack: the screen they show

    push HomeNav Detail
    expect events Home: willDisappear didDisappear
    push HomeNav More animated=false
    pop HomeNav
    expect top Detail
    popToRoot HomeNav
    expect stack Main HomeNav Home

    present Home Compose             # full screen: Home's whole tab bar disappears
    expect stack Compose
    dismiss Compose
    expect stack Main HomeNav Home

    present Home Share style=sheet   # a sheet: the presenter side hears nothing
    expect events Home: none
    expect focus Share
    dismiss Share
    expect focus Home                # Home.didGainFocus(revealed), though it never disappeared

    select Main 1
    expect callbacks SettingsNav.willAppear(false) Settings.willAppear(false) HomeNav.willDisappear(false) Home.willDisappear(false) HomeNav.didDisappear(false) Home.didDisappear(false) SettingsNav.didAppear(false) Settings.didAppear(false)

    push SettingsNav Profile
    beginInteractivePop SettingsNav
    cancelInteractivePop SettingsNav
    expect top Profile
    expect focus Profile             # a cancelled pop moves no focus
    beginInteractivePop SettingsNav
    finishInteractivePop SettingsNav
    expect stack Main SettingsNav Settings

    addChild Settings Badge
    expect state Badge appeared
    removeFromParent Badge
    expect stack Main SettingsNav Settings

    background                       # focus lost, no appearance callback (as in UIKit)
    expect focus none
    foreground
    expect focus Settings

    pop SettingsNav                  # the root stays: this step fails, as expected
    expect error cannotPopRoot
    """
}
