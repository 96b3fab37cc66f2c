import Foundation
import SimAppKit
import Testing

/// Screens named like Mermaid's keywords (its lexer is case-insensitive and matches them as
/// prefixes), or with characters it reads otherwise, are declared with an alias that the
/// messages use; `P1`, a screen's own name, is skipped as an alias.
@MainActor
@Suite struct MermaidAliasTests {
  @Test func keywordNamesAreAliased() {
    let outcome = simApp(
      scenario: """
        screen end loop opt Note P1 Offer my-screen
        navigation Nav end
        window Nav
        show
        push Nav loop animated=false
        push Nav opt animated=false
        push Nav Note animated=false
        push Nav P1 animated=false
        push Nav Offer animated=false
        push Nav my-screen animated=false
        """, format: "mermaid")
    #expect(
      outcome.output == """
        ```mermaid
        sequenceDiagram
          participant SimApp
          participant Nav
          participant P2 as end
          participant P3 as loop
          participant P4 as opt
          participant P5 as Note
          participant P1
          participant P6 as Offer
          participant P7 as my-screen
          Note over SimApp: 1. show
          SimApp->>Nav: willAppear(false)
          SimApp->>P2: willAppear(false)
          SimApp->>Nav: didAppear(false)
          SimApp->>P2: didAppear(false)
          SimApp->>P2: didGainFocus(shown)
          Note over SimApp: stack Nav, end
          Note over SimApp: 2. push Nav loop animated=false
          SimApp->>P2: willDisappear(false)
          SimApp->>P3: willAppear(false)
          SimApp->>P2: didDisappear(false)
          SimApp->>P3: didAppear(false)
          SimApp->>P2: didLoseFocus(covered)
          SimApp->>P3: didGainFocus(shown)
          Note over SimApp: stack Nav, loop
          Note over SimApp: 3. push Nav opt animated=false
          SimApp->>P3: willDisappear(false)
          SimApp->>P4: willAppear(false)
          SimApp->>P3: didDisappear(false)
          SimApp->>P4: didAppear(false)
          SimApp->>P3: didLoseFocus(covered)
          SimApp->>P4: didGainFocus(shown)
          Note over SimApp: stack Nav, opt
          Note over SimApp: 4. push Nav Note animated=false
          SimApp->>P4: willDisappear(false)
          SimApp->>P5: willAppear(false)
          SimApp->>P4: didDisappear(false)
          SimApp->>P5: didAppear(false)
          SimApp->>P4: didLoseFocus(covered)
          SimApp->>P5: didGainFocus(shown)
          Note over SimApp: stack Nav, Note
          Note over SimApp: 5. push Nav P1 animated=false
          SimApp->>P5: willDisappear(false)
          SimApp->>P1: willAppear(false)
          SimApp->>P5: didDisappear(false)
          SimApp->>P1: didAppear(false)
          SimApp->>P5: didLoseFocus(covered)
          SimApp->>P1: didGainFocus(shown)
          Note over SimApp: stack Nav, P1
          Note over SimApp: 6. push Nav Offer animated=false
          SimApp->>P1: willDisappear(false)
          SimApp->>P6: willAppear(false)
          SimApp->>P1: didDisappear(false)
          SimApp->>P6: didAppear(false)
          SimApp->>P1: didLoseFocus(covered)
          SimApp->>P6: didGainFocus(shown)
          Note over SimApp: stack Nav, Offer
          Note over SimApp: 7. push Nav my-screen animated=false
          SimApp->>P6: willDisappear(false)
          SimApp->>P7: willAppear(false)
          SimApp->>P6: didDisappear(false)
          SimApp->>P7: didAppear(false)
          SimApp->>P6: didLoseFocus(covered)
          SimApp->>P7: didGainFocus(shown)
          Note over SimApp: stack Nav, my-screen
        ```

        """)
    #expect(outcome.errors == "")
    #expect(outcome.status == 0)
  }
}
