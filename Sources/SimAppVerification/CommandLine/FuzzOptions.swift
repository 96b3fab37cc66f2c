import SimAppKit

/// What `SimApp fuzz` was asked to do: every option checked before anything runs.
package struct FuzzOptions: Sendable, Equatable {
  /// The first seed.
  package var seed: UInt64 = 1
  /// The steps generated per seed.
  package var steps = 1_000
  /// How many seeds run: `seed`, `seed + 1`, ...
  package var runs = 1
  /// How many processes run seeds at once.
  package var jobs = 1
  /// Print the first seed's scenario instead of running it.
  package var printOnly = false
  /// Run as a worker of a `--jobs` run: one ``FuzzWorkerLine`` per seed, stopping at the first
  /// failing seed, without shrinking it.
  package var isWorker = false

  /// Options as given; the defaults are those of a bare `SimApp fuzz`.
  package init(
    seed: UInt64 = 1, steps: Int = 1_000, runs: Int = 1, jobs: Int = 1, printOnly: Bool = false,
    isWorker: Bool = false
  ) {
    self.seed = seed
    self.steps = steps
    self.runs = runs
    self.jobs = jobs
    self.printOnly = printOnly
    self.isWorker = isWorker
  }

  /// The most steps a seed may have: its scenario is held whole (and shrunk whole).
  package static let maximumSteps = 10_000_000
  /// The most seeds a run may have.
  package static let maximumRuns = 1_000_000
  /// The most processes a run may use at once.
  package static let maximumJobs = 256

  /// The usage line of `fuzz`, as the help and the error hints write it.
  package static let usage = HelpText.fuzzUsage

  private static let valueOptions = ["--seed", "--steps", "--runs", "--jobs"]
  private static let flags = ["--print"]
  /// The option a `--jobs` run gives its workers; not for users, so never suggested.
  private static let workerFlag = "--worker"

  /// Parses the arguments after `fuzz`.
  ///
  /// Each option may come once; counts are whole numbers from 1 to their maximum; the seeds a
  /// run covers must not pass the largest seed.
  ///
  /// - Returns: The options, or `nil` when `--help` was asked for.
  /// - Throws: ``Invocation/Problem`` naming the option and the value that is wrong.
  package static func parse(_ arguments: [String]) throws(Invocation.Problem) -> FuzzOptions? {
    var options = FuzzOptions()
    var given: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" { return nil }
      guard valueOptions.contains(argument) || flags.contains(argument) || argument == workerFlag
      else {
        throw .unknown(
          "fuzz option", argument, known: valueOptions + flags, else: "usage: \(usage)")
      }
      guard given.insert(argument).inserted else {
        throw Invocation.Problem(
          message: "`\(argument)` is given twice", hint: "give each option once")
      }
      switch argument {
      case "--print": options.printOnly = true
      case workerFlag: options.isWorker = true
      default:
        guard let value = remaining.popFirst() else {
          throw Invocation.Problem(
            message: "`\(argument)` needs a value", hint: "such as \(argument) 100")
        }
        try options.set(argument, to: value)
      }
    }
    try options.validate(given)
    return options
  }

  private mutating func set(_ option: String, to value: String) throws(Invocation.Problem) {
    if option == "--seed" {
      guard let parsed = UInt64(value) else {
        throw Invocation.Problem(
          message: "`\(value)` is not a seed for `--seed`",
          hint: "seeds are whole numbers from 0 to \(UInt64.max)")
      }
      seed = parsed
      return
    }
    let (count, maximum): (WritableKeyPath<Self, Int>, Int) =
      switch option {
      case "--steps": (\.steps, Self.maximumSteps)
      case "--runs": (\.runs, Self.maximumRuns)
      default: (\.jobs, Self.maximumJobs)
      }
    guard let parsed = Int(value), (1...maximum).contains(parsed) else {
      throw Invocation.Problem(
        message: "`\(value)` is not a count from 1 to \(maximum) for `\(option)`",
        hint: "such as \(option) \(option == "--jobs" ? 2 : 100)")
    }
    self[keyPath: count] = parsed
  }

  private func validate(_ given: Set<String>) throws(Invocation.Problem) {
    if printOnly, let option = ["--runs", "--jobs"].first(where: given.contains) {
      throw Invocation.Problem(
        message: "`--print` prints one seed's scenario; it takes no `\(option)`",
        hint: "drop `\(option)`, or `--print`")
    }
    if UInt64.max - seed < UInt64(runs - 1) {
      throw Invocation.Problem(
        message: "`--seed \(seed)` with `--runs \(runs)` passes the largest seed, \(UInt64.max)",
        hint: "start from a smaller seed, or run fewer")
    }
  }
}
