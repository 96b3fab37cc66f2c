// swift-tools-version:6.0
import PackageDescription

/// One set of settings for every target, tests included.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "LifeCircle",
  products: [
    .library(name: "Lifecycle", targets: ["Lifecycle"]),
    .library(name: "Actions", targets: ["Actions"]),
    .executable(name: "SimApp", targets: ["SimApp"]),
  ],
  targets: [
    .target(name: "Lifecycle", swiftSettings: swiftSettings),
    .target(name: "Actions", dependencies: ["Lifecycle"], swiftSettings: swiftSettings),
    .executableTarget(
      name: "SimApp", dependencies: ["Lifecycle", "Actions"], swiftSettings: swiftSettings),
    .testTarget(
      name: "LifecycleTests", dependencies: ["Lifecycle"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ActionsTests", dependencies: ["Lifecycle", "Actions"], swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
