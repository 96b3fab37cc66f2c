import Lifecycle
import Testing

/// A subclass from outside the library, to show that the dynamic type is named.
final class ProfileScreen: ScreenController {}

@MainActor
@Suite struct DescriptionTests {
  @Test func aControllerReadsAsItsQuotedTitleAndDynamicTypeName() {
    let world = Harness()
    let home = world.plainScreen("Home")
    let profile = world.make { ProfileScreen(title: "Me") }
    let nav = world.navigation(home, title: "Feed")
    let tabs = world.tabs([nav, profile], title: "Main")

    #expect(home.description == #""Home" (ScreenController)"#)
    #expect(profile.description == #""Me" (ProfileScreen)"#)
    #expect(nav.description == #""Feed" (NavigationController)"#)
    #expect(tabs.description == #""Main" (TabController)"#)
    // Through a reference typed as the base class, the dynamic type still shows.
    let anyScreen: ScreenController = profile
    #expect("\(anyScreen)" == #""Me" (ProfileScreen)"#)
  }

  @Test func swiftTestingShowsTheDescriptionOfAControllerInAFailedExpectation() {
    // A failed `#expect(a === b)` prints each operand as `String(describingForTest:)` does:
    // `(a → "Home" (ScreenController)) === (b → "Me" (ProfileScreen))`.
    let world = Harness()
    let home = world.plainScreen("Home")
    let profile = world.make { ProfileScreen(title: "Me") }
    #expect(String(describingForTest: home) == #""Home" (ScreenController)"#)
    #expect(String(describingForTest: profile) == #""Me" (ProfileScreen)"#)
  }

  @Test func aNewTitleShowsAtOnce() {
    let world = Harness()
    let screen = world.plainScreen("Draft")
    screen.title = "Sent"
    #expect(screen.description == #""Sent" (ScreenController)"#)
  }
}
