import Delegation
import Testing

// The "Getting started with Multicast" article's code, verbatim, so CI compiles it, and a test
// that it does what the article says.

@MainActor protocol ScrollerDelegate: AnyObject {
  func scrollerDidScroll(_ offset: Int)
  func scrollerShouldScroll() -> Bool
  func scrollerTitle() -> String?
}

@MainActor final class ScrollerDelegates: ScrollerDelegate {
  let members = Multicast<any ScrollerDelegate>()

  // A notification: everyone hears it, in order.
  func scrollerDidScroll(_ offset: Int) { members.forEach { $0.scrollerDidScroll(offset) } }
  // A permission: every member must agree; stops at the first refusal; true when empty.
  func scrollerShouldScroll() -> Bool { members.allSatisfy { $0.scrollerShouldScroll() } }
  // A question: the first member that answers wins; the others are not asked.
  func scrollerTitle() -> String? { members.first { $0.scrollerTitle() } }
}

@MainActor
private final class Listener: ScrollerDelegate {
  let name: String
  var heard: [String] = []
  let allows: Bool
  let title: String?

  init(_ name: String, allows: Bool = true, title: String? = nil) {
    (self.name, self.allows, self.title) = (name, allows, title)
  }

  func scrollerDidScroll(_ offset: Int) { heard.append("scrolled \(offset)") }
  func scrollerShouldScroll() -> Bool {
    heard.append("asked")
    return allows
  }
  func scrollerTitle() -> String? {
    heard.append("titled")
    return title
  }
}

@MainActor
@Suite struct ArticleExampleTests {
  @Test func theOwnerTypeAppliesEachRequirementsPolicy() {
    let delegates = ScrollerDelegates()
    let analytics = Listener("analytics", title: nil)
    let header = Listener("header", allows: false, title: "Inbox")
    let paging = Listener("paging", title: "Page 1")
    for member in [analytics, header, paging] { delegates.members.add(member) }

    delegates.scrollerDidScroll(40)
    #expect(!delegates.scrollerShouldScroll())
    #expect(delegates.scrollerTitle() == "Inbox")
    #expect(analytics.heard == ["scrolled 40", "asked", "titled"])
    #expect(header.heard == ["scrolled 40", "asked", "titled"])
    #expect(paging.heard == ["scrolled 40"])
  }
}

// The article's "Requirements a member may leave out", verbatim.

extension ScrollerDelegate {
  func scrollerShouldScroll() -> Bool { true }
  func scrollerTitle() -> String? { nil }
}

/// A member that implements only the notification and takes the neutral defaults.
@MainActor
private final class Counter: ScrollerDelegate {
  var scrolls = 0
  func scrollerDidScroll(_ offset: Int) { scrolls += 1 }
}

@MainActor
@Suite struct ArticleDefaultsTests {
  @Test func aMemberTakingTheDefaultsLeavesEachAnswerUnchanged() {
    let delegates = ScrollerDelegates()
    let counter = Counter()
    delegates.members.add(counter)
    #expect(delegates.scrollerShouldScroll())
    #expect(delegates.scrollerTitle() == nil)
    let header = Listener("header", allows: false, title: "Inbox")
    delegates.members.add(header)
    delegates.scrollerDidScroll(1)
    #expect(!delegates.scrollerShouldScroll())
    #expect(delegates.scrollerTitle() == "Inbox")
    #expect(counter.scrolls == 1)
  }
}
