import Foundation

// LifeCircle benchmarks: every figure next to its anchor, measured in one run.
// `--quick` takes fewer samples (for a smoke run).
let quick = CommandLine.arguments.contains("--quick")

/// The integer after `flag` plus `offset` on the command line, if there is one.
func argument(after flag: Int, offset: Int = 1) -> Int? {
  let index = flag + offset
  return index < CommandLine.arguments.count ? Int(CommandLine.arguments[index]) : nil
}

// `--profile-dispatch N [CYCLES]`: only dispatch with N actions (100,000 appear/disappear cycles
// by default), for `valgrind --tool=callgrind`.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-dispatch"),
  let count = argument(after: flag)
{
  let cycles = argument(after: flag, offset: 2) ?? 100_000
  MainActor.assumeIsolated { DispatchWorkload(actions: count).run(cycles: cycles) }
  exit(0)
}
// `--profile-hand-written N [CYCLES]`: the same calls written by hand.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-hand-written"),
  let count = argument(after: flag)
{
  let cycles = argument(after: flag, offset: 2) ?? 100_000
  MainActor.assumeIsolated { HandWrittenWorkload(actions: count).run(cycles: cycles) }
  exit(0)
}
// `--profile-window N`: only N window show+hide cycles (eight actions), for callgrind.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-window"),
  let rounds = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { WindowWorkload().run(cycles: rounds) }
  exit(0)
}
// `--profile-window-screen-view N`: the same with a `ScreenViewAction` as a ninth global action.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-window-screen-view"),
  let rounds = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { WindowWorkload(screenViews: true).run(cycles: rounds) }
  exit(0)
}
// `--profile-multicast CALLS`: only Multicast.forEach over 8 members, for callgrind.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-multicast"),
  let calls = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { MulticastWorkload(members: 8).forEach(calls: calls) }
  exit(0)
}
// `--profile-membership-setup N`: only the set-up of the membership workload (N members made,
// the removal order computed), so `Benchmarks/run` can subtract it from the run below.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-membership-setup"),
  let count = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { withExtendedLifetime(MulticastMembershipWorkload(count: count)) {} }
  exit(0)
}
// `--profile-membership N`: only N members added to a Multicast and removed, for callgrind.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-membership"),
  let count = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { MulticastMembershipWorkload(count: count).run() }
  exit(0)
}
// `--profile-empty-state N`: only N evaluations of a hidden placeholder, for callgrind.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-empty-state"),
  let count = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { EmptyStateWorkload(rows: 100).evaluate(times: count) }
  exit(0)
}
// `--profile-list-reload N`: only N `reloadData()` of a shown list (100 rows, 20 displayed).
if let flag = CommandLine.arguments.firstIndex(of: "--profile-list-reload"),
  let count = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { ListWorkload(rows: 100, visible: 20).reload(times: count) }
  exit(0)
}
// `--profile-list-insert N`: only N single-row inserts and deletes at the top (100 rows, 20 shown).
if let flag = CommandLine.arguments.firstIndex(of: "--profile-list-insert"),
  let count = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated {
    ListWorkload(rows: 100, visible: 20).insertAndDeleteAtTop(times: count)
  }
  exit(0)
}
// `--profile-list-every-row N`: only N `reloadData()` of a shown list of 10,000 rows, all displayed.
if let flag = CommandLine.arguments.firstIndex(of: "--profile-list-every-row"),
  let count = Int(CommandLine.arguments[flag + 1])
{
  MainActor.assumeIsolated { ListWorkload(rows: 10_000, visible: nil).reload(times: count) }
  exit(0)
}
// `--profile-adapter-reload N` / `--profile-adapter-insert N` / `--profile-list-10k-reload N` /
// `--profile-list-10k-insert N`: N reloads, or N top inserts and deletes, of a 10,000-row list
// with 20 rows on screen, through the table adapter or headless.
for (flagName, adapter, reload) in [
  ("--profile-adapter-reload", true, true), ("--profile-adapter-insert", true, false),
  ("--profile-list-10k-reload", false, true), ("--profile-list-10k-insert", false, false),
] {
  guard let flag = CommandLine.arguments.firstIndex(of: flagName),
    let count = argument(after: flag)
  else { continue }
  MainActor.assumeIsolated {
    switch (adapter, reload) {
    case (true, true): AdapterWorkload(rows: 10_000, visible: 20).reload(times: count)
    case (true, false):
      AdapterWorkload(rows: 10_000, visible: 20).insertAndDeleteAtTop(times: count)
    case (false, true): ListWorkload(rows: 10_000, visible: 20).reload(times: count)
    case (false, false): ListWorkload(rows: 10_000, visible: 20).insertAndDeleteAtTop(times: count)
    }
  }
  exit(0)
}
// `--profile-lookups N` / `--profile-linear-lookups N`: only N (a multiple of 1,000)
// display-to-content lookups through a layer of 10,000 insertions over 100,000 rows, ours or
// the linear scan's.
for (flagName, linear) in [("--profile-lookups", false), ("--profile-linear-lookups", true)] {
  guard let flag = CommandLine.arguments.firstIndex(of: flagName),
    let count = argument(after: flag)
  else { continue }
  MainActor.assumeIsolated {
    // 1,000 queries asked over and over, so runs of different lengths share their set-up.
    let lookups = LookupWorkload(rows: 100_000, insertions: 10_000, queries: 1_000)
    var sum = 0
    for _ in 0..<count / 1_000 {
      sum &+= linear ? lookups.linearDisplayToContent() : lookups.displayToContent()
    }
    precondition(sum != Int.min)
  }
  exit(0)
}
// `--profile-diff N`: only N diffs of 10^5 items with 10^4 deleted, inserted and moved, for
// callgrind (the diff target checked in instructions on a busy machine).
if let flag = CommandLine.arguments.firstIndex(of: "--profile-diff"),
  let count = argument(after: flag)
{
  let large = DiffPair(items: 100_000, changes: 10_000, seed: 26)
  var moves = 0
  for _ in 0..<count { moves &+= large.snapshotDifference() }
  precondition(moves >= 0)
  exit(0)
}
// `--only-diff`: only the diffing tables (a quick check of the diff targets on a busy machine).
if CommandLine.arguments.contains("--only-diff") {
  MainActor.assumeIsolated { printDiffBenchmarks(quick: quick) }
  exit(0)
}
let cycles = quick ? 2_000 : 50_000
let events = cycles * 4

// `--profile-push-pop DEPTH CYCLES`: only push+pop, for instruction counts per depth;
// `--profile-push-pop-focus DEPTH CYCLES`: the same with a focus-listening global action.
for (flagName, listens) in [("--profile-push-pop", false), ("--profile-push-pop-focus", true)] {
  guard let flag = CommandLine.arguments.firstIndex(of: flagName),
    let depth = argument(after: flag), let rounds = argument(after: flag, offset: 2)
  else { continue }
  MainActor.assumeIsolated {
    PushPopWorkload(depth: depth, focusListener: listens).run(cycles: rounds)
  }
  exit(0)
}

MainActor.assumeIsolated {
  print(
    "Timings: median (min-max) of \(quick ? "9 short" : "9") interleaved samples, release build; ns = nanoseconds"
  )
  print(
    "allocation counting: \(interposerIsLoaded ? "on (malloc interposer preloaded)" : "off (run Benchmarks/run)")"
  )
  print("")

  var dispatch = Table(header: [
    "actions", "LifeCircle ns/event", "hand-written ns/event", "ratio",
    "NotificationCenter ns/event",
    "NC / LifeCircle", "allocs/event",
  ])
  for count in [1, 8, 64] {
    let lifeCircle = DispatchWorkload(actions: count)
    let handWritten = HandWrittenWorkload(actions: count)
    let notifications = NotificationCenterWorkload(actions: count)
    let rounds = count >= 64 ? cycles / 8 : cycles
    let timings = nanosecondsPerOperation(
      operations: rounds * 4,
      [
        { lifeCircle.run(cycles: rounds) }, { handWritten.run(cycles: rounds) },
        { notifications.run(cycles: rounds) },
      ])
    let (ours, limit, center) = (timings[0], timings[1], timings[2])
    let allocations = allocationsPerOperation(operations: rounds * 4) {
      lifeCircle.run(cycles: rounds)
    }
    dispatch.rows.append([
      "\(count)", format(ours), format(limit), format(ours / limit, digits: 2) + "x",
      format(center), format(center / ours, digits: 1) + "x",
      allocations.map { format($0, digits: 3) } ?? "n/a",
    ])
  }
  print("Dispatch of one event to one controller (half the actions global, half its own)")
  print(dispatch.render())
  print("")

  let depths = [10, 10_000, 100_000]
  let stacks = depths.map { PushPopWorkload(depth: $0) }
  let rounds = cycles / 10
  let costs = nanosecondsPerOperation(
    operations: rounds, stacks.map { stack in { stack.run(cycles: rounds) } })
  var pushPop = Table(header: ["depth", "push+pop ns/cycle", "vs depth 10", "allocs/cycle"])
  for (index, depth) in depths.enumerated() {
    let allocations = allocationsPerOperation(operations: rounds) {
      stacks[index].run(cycles: rounds)
    }
    pushPop.rows.append([
      "\(depth)", format(costs[index]), format(costs[index] / costs[0], digits: 2) + "x",
      allocations.map { format($0, digits: 1) } ?? "n/a",
    ])
  }
  print("Push+pop on a visible stack, UIStackAction + LogAction + OnceAction global")
  print(pushPop.render())
  print("")

  // Focus (issue 38): decided after every call either way; with a listener, four focus events
  // per cycle reach it. Both variants at both depths interleaved, so the ratios hold.
  let focusDepths = [10, 100_000]
  let plain = [stacks[0], stacks[2]]
  let listening = focusDepths.map { PushPopWorkload(depth: $0, focusListener: true) }
  let focusCosts = nanosecondsPerOperation(
    operations: rounds, (plain + listening).map { stack in { stack.run(cycles: rounds) } })
  var focusTable = Table(header: [
    "depth", "without ns/cycle", "allocs/cycle", "with focus listener ns/cycle", "allocs/cycle",
    "with / without",
  ])
  for (index, depth) in focusDepths.enumerated() {
    let (without, with) = (focusCosts[index], focusCosts[focusDepths.count + index])
    focusTable.rows.append([
      "\(depth)", format(without),
      allocationsPerOperation(operations: rounds) { plain[index].run(cycles: rounds) }.map {
        format($0, digits: 3)
      } ?? "n/a",
      format(with),
      allocationsPerOperation(operations: rounds) { listening[index].run(cycles: rounds) }.map {
        format($0, digits: 3)
      } ?? "n/a",
      format(with / without, digits: 2) + "x",
    ])
  }
  focusTable.rows.append([
    "10^5 vs 10 (target <= 1.2x)", format(focusCosts[1] / focusCosts[0], digits: 2) + "x", "",
    format(focusCosts[3] / focusCosts[2], digits: 2) + "x", "", "",
  ])
  print("Push+pop and focus: the same stack with a focus-listening global action (4 events/cycle)")
  print(focusTable.render())
  print("")

  let tree = TreeWorkload()
  let treeCosts = nanosecondsPerOperation(
    operations: rounds,
    [{ tree.presentAndDismiss(cycles: rounds) }, { tree.switchTabs(cycles: rounds) }])
  var transitions = Table(header: ["transition", "ns/cycle", "allocs/cycle"])
  transitions.rows.append([
    "present+dismiss full screen over tabs/navigation", format(treeCosts[0]),
    allocationsPerOperation(operations: rounds) { tree.presentAndDismiss(cycles: rounds) }.map {
      format($0, digits: 1)
    } ?? "n/a",
  ])
  transitions.rows.append([
    "tab switch there and back (2 switches)", format(treeCosts[1]),
    allocationsPerOperation(operations: rounds) { tree.switchTabs(cycles: rounds) }.map {
      format($0, digits: 1)
    } ?? "n/a",
  ])
  print("Whole transitions, same three global actions")
  print(transitions.render())
  print("")

  let shown = WindowWorkload()
  let byHand = HandWrittenWorkload(actions: 8)
  let windowCosts = nanosecondsPerOperation(
    operations: rounds, [{ shown.run(cycles: rounds) }, { byHand.run(cycles: rounds) }])
  var windowTable = Table(header: [
    "window show+hide, 8 actions", "ns/cycle", "hand-written ns/cycle", "ratio", "allocs/cycle",
  ])
  windowTable.rows.append([
    "4 global + 4 own on the root", format(windowCosts[0]), format(windowCosts[1]),
    format(windowCosts[0] / windowCosts[1], digits: 2) + "x",
    allocationsPerOperation(operations: rounds) { shown.run(cycles: rounds) }.map {
      format($0, digits: 1)
    } ?? "n/a",
  ])
  print("A whole transition against the same calls written by hand (4 events x 8 actions)")
  print(windowTable.render())
  print("")

  let fanOut = MulticastWorkload(members: 8)
  let fanOutCosts = nanosecondsPerOperation(
    operations: cycles * 8,
    [
      { fanOut.forEach(calls: cycles) }, { fanOut.strongLoop(calls: cycles) },
      { fanOut.weakLoop(calls: cycles) },
    ])
  var multicastTable = Table(header: [
    "Multicast, 8 live members", "ns/member", "strong [any P] ns/member", "ratio",
    "hand-written weak ns/member", "ratio", "allocs/call",
  ])
  let answers: [(String, (Int) -> Void)] = [
    ("forEach", { fanOut.forEach(calls: $0) }), ("first", { fanOut.first(calls: $0) }),
    ("last", { fanOut.last(calls: $0) }), ("allSatisfy", { fanOut.allSatisfy(calls: $0) }),
    ("contains(where:)", { fanOut.contains(calls: $0) }), ("reduce", { fanOut.reduce(calls: $0) }),
  ]
  for (name, run) in answers {
    let allocations = allocationsPerOperation(operations: cycles) { run(cycles) }
    let timed = name == "forEach"
    multicastTable.rows.append([
      name, timed ? format(fanOutCosts[0]) : "", timed ? format(fanOutCosts[1]) : "",
      timed ? format(fanOutCosts[0] / fanOutCosts[1], digits: 2) + "x" : "",
      timed ? format(fanOutCosts[2]) : "",
      timed ? format(fanOutCosts[0] / fanOutCosts[2], digits: 2) + "x" : "",
      allocations.map { format($0, digits: 3) } ?? "n/a",
    ])
  }
  print("Delegation: one delegate slot, several weak members")
  print(multicastTable.render())
  withExtendedLifetime(fanOut.members) {}

  // Membership: linear total time means O(1) add and remove (ratios near 10x per step).
  var membershipTable = Table(header: [
    "Multicast: n members added, then removed one by one", "ms", "vs n/10",
  ])
  var previous: Timing?
  for count in quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
    let workload = MulticastMembershipWorkload(count: count)
    let milliseconds =
      nanosecondsPerOperation(operations: 1, samples: quick ? 1 : 5, [{ workload.run() }])[0]
      / 1e6
    membershipTable.rows.append([
      "n = \(count)", format(milliseconds, digits: 2),
      previous.map { format(milliseconds / $0, digits: 1) + "x" } ?? "",
    ])
    previous = milliseconds
  }
  print(membershipTable.render())

  let small = ListWorkload(rows: 100, visible: 20)
  let large = ListWorkload(rows: 100_000, visible: 20)
  let listRounds = quick ? 200 : 20_000
  let listCosts = nanosecondsPerOperation(
    operations: listRounds,
    [
      { small.reload(times: listRounds) }, { large.reload(times: listRounds) },
      { small.insertAndDeleteAtTop(times: listRounds / 2) },
      { large.insertAndDeleteAtTop(times: listRounds / 2) },
    ])
  var listTable = Table(header: [
    "ListController, 20-row viewport", "100 rows ns/op", "100,000 rows ns/op", "ratio",
    "allocs/op (100,000 rows)",
  ])
  listTable.rows.append([
    "reloadData() on screen", format(listCosts[0]), format(listCosts[1]),
    format(listCosts[1] / listCosts[0], digits: 2) + "x",
    allocationsPerOperation(operations: listRounds) { large.reload(times: listRounds) }.map {
      format($0, digits: 1)
    } ?? "n/a",
  ])
  listTable.rows.append([
    "one row inserted (or deleted) at the top", format(listCosts[2]), format(listCosts[3]),
    format(listCosts[3] / listCosts[2], digits: 2) + "x",
    allocationsPerOperation(operations: listRounds) {
      large.insertAndDeleteAtTop(times: listRounds / 2)
    }.map { format($0, digits: 1) } ?? "n/a",
  ])
  let everyRow = ListWorkload(rows: 10_000, visible: nil)
  let everyRowRounds = quick ? 2 : 50
  let everyRowCost = nanosecondsPerOperation(
    operations: everyRowRounds * 10_000, [{ everyRow.reload(times: everyRowRounds) }])
  listTable.rows.append([
    "reloadData() with every row displayed (10,000), per row", "", format(everyRowCost[0]), "",
    "",
  ])
  print("Lists: cost independent of the number of rows off screen")
  print(listTable.render())
  withExtendedLifetime((small.window, large.window, everyRow.window)) {}
  print("")

  // The same list on a table through the adapter (the stand-in UIKit off Apple platforms).
  let headless = ListWorkload(rows: 10_000, visible: 20)
  let adapted = AdapterWorkload(rows: 10_000, visible: 20)
  let adapterRounds = quick ? 100 : 5_000
  let adapterCosts = nanosecondsPerOperation(
    operations: adapterRounds,
    [
      { headless.reload(times: adapterRounds) }, { adapted.reload(times: adapterRounds) },
      { headless.insertAndDeleteAtTop(times: adapterRounds / 2) },
      { adapted.insertAndDeleteAtTop(times: adapterRounds / 2) },
    ])
  var adapterTable = Table(header: [
    "10,000 rows, 20 on screen", "headless ns/op", "on a table ns/op", "ratio",
    "allocs/op on a table",
  ])
  adapterTable.rows.append([
    "reloadData()", format(adapterCosts[0]), format(adapterCosts[1]),
    format(adapterCosts[1] / adapterCosts[0], digits: 2) + "x",
    allocationsPerOperation(operations: adapterRounds) { adapted.reload(times: adapterRounds) }
      .map { format($0, digits: 1) } ?? "n/a",
  ])
  adapterTable.rows.append([
    "one row inserted (or deleted) at the top", format(adapterCosts[2]),
    format(adapterCosts[3]), format(adapterCosts[3] / adapterCosts[2], digits: 2) + "x",
    allocationsPerOperation(operations: adapterRounds) {
      adapted.insertAndDeleteAtTop(times: adapterRounds / 2)
    }.map { format($0, digits: 1) } ?? "n/a",
  ])
  print("Lists on a table: ListTableViewAdapter next to the headless list")
  print(adapterTable.render())
  withExtendedLifetime((headless.window, adapted.window)) {}
  print("")

  let queries = quick ? 2_000 : 100_000
  var lookupTable = Table(header: [
    "insertions k (100,000 rows)", "content->display ns", "linear ns", "speed-up",
    "display->content ns", "linear ns", "speed-up",
  ])
  var atTen: (Timing, Timing)?
  for insertions in [10, 100, 1_000, 10_000] {
    let lookups = LookupWorkload(rows: 100_000, insertions: insertions, queries: queries)
    let sink = SinkBox()
    let costs = nanosecondsPerOperation(
      operations: queries,
      [
        { sink.value &+= lookups.contentToDisplay() },
        { sink.value &+= lookups.linearContentToDisplay() },
        { sink.value &+= lookups.displayToContent() },
        { sink.value &+= lookups.linearDisplayToContent() },
      ])
    if insertions == 10 { atTen = (costs[0], costs[2]) }
    lookupTable.rows.append([
      "\(insertions)", format(costs[0]), format(costs[1]),
      format(costs[1] / costs[0], digits: 1) + "x", format(costs[2]), format(costs[3]),
      format(costs[3] / costs[2], digits: 1) + "x",
    ])
    if insertions == 10_000, let atTen {
      lookupTable.rows.append([
        "k = 10,000 vs k = 10", format(costs[0] / atTen.0, digits: 2) + "x", "", "",
        format(costs[2] / atTen.1, digits: 2) + "x", "", "",
      ])
    }
    withExtendedLifetime(sink) {}
  }
  print("Insertion layers: lookups through ListController, both ways, against a linear scan")
  print(lookupTable.render())
  print("")

  let layeredRounds = quick ? 100 : 5_000
  let fewRows = LayeredInsertWorkload(rows: 100, insertions: 10_000)
  let manyRows = LayeredInsertWorkload(rows: 100_000, insertions: 10_000)
  let layeredCosts = nanosecondsPerOperation(
    operations: layeredRounds,
    [{ fewRows.run(times: layeredRounds / 2) }, { manyRows.run(times: layeredRounds / 2) }])
  var layeredTable = Table(header: [
    "one content row at the top, 10,000 insertions", "100 rows ns/op", "100,000 rows ns/op",
    "ratio",
  ])
  layeredTable.rows.append([
    "insert (or delete) at row 0, change and display included", format(layeredCosts[0]),
    format(layeredCosts[1]), format(layeredCosts[1] / layeredCosts[0], digits: 2) + "x",
  ])
  print(layeredTable.render())
  print("")

  let hidden = EmptyStateWorkload(rows: 100_000)
  let shownEmpty = EmptyStateWorkload(rows: 0)
  let evaluations = quick ? 1_000 : 200_000
  let emptyCosts = nanosecondsPerOperation(
    operations: evaluations,
    [{ hidden.evaluate(times: evaluations) }, { shownEmpty.evaluate(times: evaluations) }])
  var emptyTable = Table(header: [
    "EmptyStateAction evaluation, state unchanged", "ns/evaluation", "allocs/evaluation",
  ])
  emptyTable.rows.append([
    "100,000 rows: stays hidden", format(emptyCosts[0]),
    allocationsPerOperation(operations: evaluations) { hidden.evaluate(times: evaluations) }.map {
      format($0, digits: 3)
    } ?? "n/a",
  ])
  emptyTable.rows.append([
    "no rows, on screen: stays shown", format(emptyCosts[1]),
    allocationsPerOperation(operations: evaluations) { shownEmpty.evaluate(times: evaluations) }
      .map { format($0, digits: 3) } ?? "n/a",
  ])
  print(emptyTable.render())
  withExtendedLifetime(
    (fewRows.inner.window, manyRows.inner.window, hidden.inner.window, shownEmpty.inner.window)
  ) {}
  withExtendedLifetime((stacks.map(\.window), listening.map(\.window), tree.window)) {}
}

MainActor.assumeIsolated { printDiffBenchmarks(quick: quick) }
