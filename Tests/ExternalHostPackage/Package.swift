// swift-tools-version: 6.0
//
// A package outside psg-mvvmc that shows the demo with a renderer of its own: it depends on
// psg-mvvmc by path, as a renderer author's package depends on it by URL. The tests of
// psg-mvvmc build it and run `boxed-demo --renderer boxed`.

import PackageDescription

let package = Package(
  name: "boxed-demo",
  dependencies: [
    .package(name: "psg-mvvmc", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "boxed-demo",
      dependencies: [
        .product(name: "DemoCommandLine", package: "psg-mvvmc"),
        .product(name: "Rendering", package: "psg-mvvmc"),
        .product(name: "TerminalRendering", package: "psg-mvvmc"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
