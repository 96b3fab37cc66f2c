// swift-tools-version:6.2
import PackageDescription

/// One set of settings for every target, tests included.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  // Debug builds check the tree engine's invariants after every delivery (a trap names what
  // broke); release builds compile the check out.
  .define("LIFECIRCLE_INTERNAL_CHECKS", .when(configuration: .debug)),
]

/// Where UIKit does not exist, the bridge builds against the stand-in (`Sources/UIKitStandIn`).
let platformsWithoutUIKit: [Platform] = [
  .linux, .macOS, .windows, .android, .wasi, .openbsd, .driverKit,
]

let package = Package(
  name: "LifeCircle",
  // Duration and Clock, used to time screens, need these.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16)],
  products: [
    .library(name: "Lifecycle", targets: ["Lifecycle"]),
    .library(name: "Actions", targets: ["Actions"]),
    .library(name: "LifeCircleTesting", targets: ["LifeCircleTesting"]),
    .library(name: "Delegation", targets: ["Delegation"]),
    .library(name: "Lists", targets: ["Lists"]),
    .library(name: "LifeCircleUIKit", targets: ["LifeCircleUIKit"]),
    .executable(name: "SimApp", targets: ["SimApp"]),
  ],
  targets: [
    .target(name: "Lifecycle", swiftSettings: swiftSettings),
    .target(name: "Actions", dependencies: ["Lifecycle"], swiftSettings: swiftSettings),
    .target(name: "Delegation", swiftSettings: swiftSettings),
    .target(
      name: "Lists", dependencies: ["Lifecycle", "Delegation"], swiftSettings: swiftSettings),
    // A stand-in for the part of UIKit the bridge uses (UIKit's names, signatures and call
    // order), so the bridge's sources build and run where UIKit does not exist. Not a product.
    .target(name: "UIKitStandIn", swiftSettings: swiftSettings),
    // The bridge: real UIKit on Apple platforms that have it, the stand-in everywhere else.
    .target(
      name: "LifeCircleUIKit",
      dependencies: [
        "Lifecycle", "Actions", "Lists", "Delegation",
        .target(name: "UIKitStandIn", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "LifeCircleTesting", dependencies: ["Lifecycle", "Actions", "Delegation", "Lists"],
      swiftSettings: swiftSettings),
    // The list reference model both SimApp's checker and the lists oracle use, written apart
    // from the library's own tables; test support, so it lives beside the tests.
    .target(
      name: "ListReferenceModel", dependencies: ["Lifecycle"], path: "Tests/ListReferenceModel",
      swiftSettings: swiftSettings),
    .target(
      name: "SimAppKit", dependencies: ["Lifecycle", "Actions", "Delegation", "Lists"],
      swiftSettings: swiftSettings),
    // SimApp's verification: reference models, invariants, generator, shrinker, fuzz workers.
    .target(
      name: "SimAppVerification",
      dependencies: ["SimAppKit", "Lifecycle", "Actions", "Lists", "ListReferenceModel"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "SimApp", dependencies: ["SimAppKit", "SimAppVerification"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "LifecycleTests", dependencies: ["Lifecycle", "Actions", "LifeCircleTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ActionsTests", dependencies: ["Lifecycle", "Actions", "LifeCircleTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ListsTests",
      dependencies: [
        "Lists", "Lifecycle", "Actions", "Delegation", "LifeCircleTesting", "ListReferenceModel",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "UIKitStandInTests", dependencies: ["UIKitStandIn"], swiftSettings: swiftSettings),
    .testTarget(
      name: "LifeCircleUIKitTests",
      dependencies: [
        "LifeCircleUIKit", "Lifecycle", "Actions", "Lists", "LifeCircleTesting",
        .target(name: "UIKitStandIn", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "DelegationTests", dependencies: ["Delegation"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SimAppTests", dependencies: ["SimAppKit", "SimAppVerification", "Lifecycle"],
      exclude: ["Goldens"],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
