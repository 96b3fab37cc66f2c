import SimAppKit
import Testing

/// The Mermaid diagram lists its participants in tree order, parents before children, whatever
/// order the names were declared in; a screen that heard no callback (the tab never selected) is
/// left out.
@MainActor
@Suite struct MermaidOrderTests {
  @Test func participantsComeParentsFirst() {
    let outcome = simApp(
      scenario: """
        screen Feed Detail Compose Settings
        navigation FeedNav Feed
        navigation ComposeNav Compose
        tabs Main FeedNav Settings
        window Main
        show
        push FeedNav Detail animated=false
        present Detail ComposeNav animated=false
        """, format: "mermaid")
    let participants = outcome.output.split(separator: "\n").filter {
      $0.hasPrefix("  participant")
    }
    #expect(
      participants == [
        "  participant SimApp", "  participant Main", "  participant FeedNav", "  participant Feed",
        "  participant Detail", "  participant ComposeNav", "  participant Compose",
      ])
  }
}
