/// `SimApp --help`: the usage and the scenario language.
enum HelpText {
  static var text: String {
    let commands = Parser.usage.filter {
      $0.command != "expect" && !Parser.declarationCommands.contains($0.command)
    }.map { "  " + $0.usage }
    let expectations = Parser.expectationUsage.map { "  " + $0.usage }
    return """
      SimApp: the LifeCircle navigation simulator.

      Runs a scripted navigation through headless screens and shows every callback that the
      global LogAction hears and the UIStackAction's stack after each step.

      USAGE
        SimApp [SCENARIO-FILE] [--format text|json|mermaid]
        SimApp --print-demo
        SimApp fuzz [--seed N] [--steps N] [--runs N] [--print]
        SimApp --help

        Without a file, SimApp runs its built-in demo (`--print-demo` prints its script).

      OPTIONS
        --format, -f FORMAT   text (default): readable steps, callbacks and stack
                              json: JSON Lines, one object per step, then a summary
                              (on failure with failingLines: line and statement)
                              mermaid: a sequence diagram for a Markdown viewer
                              (names Mermaid would misread, such as end, get an alias)
        --print-demo          print the built-in demo scenario and exit
        --help, -h            show this help

      FUZZ
        `SimApp fuzz` generates scenarios from a seed (default 1; 1,000 steps; 1 run) with every
        kind of call, valid or not, and checks every invariant after every step. A failing
        seed prints a shrunk reproducer scenario, which `SimApp FILE` replays, and exits 1.
        `--print` prints the scenario of `--seed` instead of running it. Progress (runs done,
        steps, steps per second) goes to standard error about once a second; for long
        runs use a release build: `swift build -c release`, `.build/release/SimApp fuzz ...`.

      EXIT STATUS
        0  every step ran and every expectation held
        1  a step failed or an expectation did not hold (file:line:column: error: ...)
        2  bad command line or scenario file; nothing ran (up to 20 problems are listed,
           each file:line:column: error: ...; a directory, a device or a missing or
           non-UTF-8 file is refused with a sentence)

      SCENARIO LANGUAGE
        One statement per line; `#` starts a comment. Declarations come first, then steps
        and expectations. Names are words of letters, digits, `_` and `-`; each is a
        controller whose title is its name. A file is UTF-8 text with lines ending in LF,
        CRLF or CR (a byte order mark is ignored); a word has at most 1,000 characters.
        `expect callbacks` and `expect heard` items (Title.event(animated)) are checked
        before anything runs: a declared screen, an event, true or false.

      DECLARATIONS
        screen NAME [NAME ...]       plain screens
        navigation NAME ROOT         a navigation controller with ROOT at the bottom
        tabs NAME TAB [TAB ...]      a tab controller, first tab selected
        container NAME CHILD [CHILD ...]
                                     a screen that forwards appearance to its children by
                                     hand (begin/end in its own hooks)
        module NAME [NAME ...]       screens created in a second registry (a feature
                                     module's), with the same log and stack actions;
                                     `registry=module` registers an action in it
        window ROOT                  a window, named by ROOT (at least one when there are
                                     steps; `show`, `hide`, `setRoot NAME` act on the first)
        once SCREEN [EVENT]          a OnceAction on SCREEN (default event didAppear)
        action NAME [NAME ...]       actions that check the order of what they hear, for
                                     register/attach/disable
        check invariants             check every invariant after every step (see below)
        list NAME [ROW ...]          a list screen (a ListController) with one section of
                                     rows, usable wherever a screen is

      STEPS (each is one public API call; options go last)
      \(commands.joined(separator: "\n"))

      EXPECTATIONS (about the step just before; `expect error` must follow the failing step)
      \(expectations.joined(separator: "\n"))

        `on SCREEN EVENT: STEP` runs STEP from inside SCREEN's next EVENT callback, once; the
        library queues navigation until that transition ends. `hook SCREEN EVENT: STEP` does
        the same from inside SCREEN's own hook (viewWillAppear...), before its actions hear
        the event. `release WINDOW` drops the scenario's reference: a visible window stays
        alive and on screen until hidden. `begin`/`end` forward appearance by hand;
        `dropInteractivePop` lets a gesture go without ending it (the library cancels it).
        `registerReplaying` and `attachReplaying` note what the replay delivered;
        `expect heard ACTION: ...` checks every event ACTION heard in the step, replays included.
        `task SCREEN` attaches an AppearanceTaskAction (with replay): its task starts on
        startingOn (default didAppear) and is cancelled on cancellingOn (default
        willDisappear); each start and cancellation is a note of its step (`task: Feed
        started`), and `expect task running|cancelled SCREEN` checks where it stands.
        List steps act on a `list`: `insert`, `delete` and `move` change its rows inside one
        `performBatchUpdates` (indices are rows; a wrong one is refused), `reload` replaces
        the rows when some are given, `tap` taps a display row, `scroll LIST FIRST [COUNT]`
        sets the viewport, `badBatch` adds a row without declaring it. A refused list step
        is a note (`refused: ...`) and changes nothing; `expect refused` checks it. Every
        list callback is a note of its step, in delivery order (`list: Feed.willDisplay
        [0, 1] B`, `list: Feed.didUpdate batch inserted rows [0, 0]`); `expect display`,
        `expect visible` and `expect selection` check the rows, the displayed rows and the
        selection. `layer LIST LAYER insert ID after N` puts an ad row after N content rows
        (`at N`: at display row N), `remove`, `reload` and `detach` act on a layer (made on
        its first use; notes `layer: Feed.ads willDisplay x at [0, 2]`). `empty LIST TITLE`
        attaches an empty-state placeholder (notes `empty: Feed.willAppear`), `empty LIST off`
        turns it off, `empty LIST tap` taps it; `expect empty visible|hidden LIST` checks it.

      INVARIANTS (with `check invariants`)
        After every step: every controller's events follow the appearance state machine and
        match its state; exactly the visible windows' trees (and trees shown by hand) are
        appeared; every action hears a legal sequence per screen and agrees with the
        screens' cycles (after a replay: exactly the events of the current cycle, starting
        from nothing); a `task` screen's task runs exactly while its latest event lies in
        startingOn..<cancellingOn; the UI stack is the appeared screens in appearance
        order; parent, child, presenter and window links agree and the registry lists
        exactly the live windows; a window released while visible stays alive and visible, one released
        while hidden is gone and its root presents nothing; a dropped gesture is freed,
        reported and leaves its stack as it was; a call on a visible tree that nothing holds
        delivers its callbacks at once; no controller off screen is kept alive by the
        library (an ended gesture included); no illegal-event diagnostic; a list renders
        exactly its rows, displays exactly its viewport's rows while on screen and none
        otherwise, with balanced display callbacks (its layers' rows too), and selects existing
        rows; a placeholder's events are legal and it is visible exactly while its list is on
        screen, enabled and without rows. A refused step is
        allowed but must change nothing. `SimApp fuzz` generates such scenarios and shrinks
        a failing one.

        EVENT is willAppear, didAppear, willDisappear or didDisappear.
        REASON is a NavigationError reason, such as cannotPopRoot or alreadyPresenting.

      EXAMPLE
        screen A B
        navigation Nav A
        window Nav
        show
        push Nav B animated=false
        expect callbacks A.willDisappear(false) B.willAppear(false) A.didDisappear(false) B.didAppear(false)
        expect stack Nav B

      """
  }
}
