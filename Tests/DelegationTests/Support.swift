import Delegation

/// A delegate protocol as users write them: a notification, a permission, a question.
@MainActor
protocol ScrollObserver: AnyObject {
  func didScroll(to offset: Int)
  func shouldScroll() -> Bool
  func title() -> String?
}

/// A second protocol, so that a composition makes a member value three words long.
@MainActor
protocol Named: AnyObject {
  var name: String { get }
}

/// A member that writes what it hears to a shared log and can act during a call.
@MainActor
final class Observer: ScrollObserver, Named {
  let name: String
  let log: Log
  var answer = true
  var titleAnswer: String?
  var onScroll: ((Observer) throws -> Void)?

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
  }

  func didScroll(to offset: Int) {
    log.lines.append("\(name).didScroll(\(offset))")
    try? onScroll?(self)
  }
  func shouldScroll() -> Bool {
    log.lines.append("\(name).shouldScroll")
    return answer
  }
  func title() -> String? {
    log.lines.append("\(name).title")
    return titleAnswer
  }
}

/// What the members heard, in order, across all of them.
@MainActor
final class Log {
  var lines: [String] = []
}

struct Stop: Error {}

/// A class instance inside an `any Error`, which holds it through a box of its own.
final class ClassError: Error {}

extension Multicast where Member == any ScrollObserver {
  /// The names of the live members, in order.
  var names: [String] { members.map { ($0 as? Observer)?.name ?? "?" } }
}
