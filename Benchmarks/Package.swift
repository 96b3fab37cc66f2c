// swift-tools-version:6.0
import PackageDescription

// The benchmark harness: a separate package so the main one stays dependency-free.
// Run it with `Benchmarks/run` (release build, allocation counting preloaded).
let package = Package(
  name: "LifeCircleBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // The package's identity comes from its folder's name, which is the clone's; `name:` is what
    // the products below name it by, whatever the clone is called.
    .package(name: "LifeCircle", path: ".."),
    .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
  ],
  targets: [
    .executableTarget(
      name: "LifeCircleBenchmarks",
      dependencies: [
        .product(name: "Lifecycle", package: "LifeCircle"),
        .product(name: "Actions", package: "LifeCircle"),
        .product(name: "Delegation", package: "LifeCircle"),
        .product(name: "Lists", package: "LifeCircle"),
        .product(name: "LifeCircleUIKit", package: "LifeCircle"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    )
  ],
  swiftLanguageModes: [.v6]
)
