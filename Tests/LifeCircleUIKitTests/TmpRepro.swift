import Testing
import UIKitStandIn

@MainActor @Test func tmpRepro() {
  UIKitStandIn.warningHandler = { print("WARN \($0)") }
  let obs = runDifferential(
    layout: .tabs(["A", "B", "C"]),
    steps: [.present("S0", .fullScreen), .dismiss, .present("S3", .overFullScreen)])
  for l in obs { print("  \(l)") }
  let obs2 = runDifferential(
    layout: .tabs(["A", "B", "C"]), steps: [.selectTab(2), .push("S9"), .addChild("S11")])
  for l in obs2 { print("  \(l)") }
}
