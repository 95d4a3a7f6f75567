// swift-tools-version: 6.0
//
// The package a reader of the tutorial "Your first MVVM-C flow" starts from: empty folders
// Sources/ReadingList, Sources/reading-list and Tests/ReadingListTests beside this file, and
// psg-mvvmc checked out next to it. The tutorial's tests check that these targets depend on
// what the tutorial's own targets in psg-mvvmc depend on.

import PackageDescription

let package = Package(
  name: "reading-list",
  dependencies: [
    .package(name: "psg-mvvmc", path: "../psg-mvvmc")
  ],
  targets: [
    // The app's view models, scenes and coordinators: a library, so tests can import it.
    .target(
      name: "ReadingList",
      dependencies: [
        .product(name: "MVVMC", package: "psg-mvvmc"),
        .product(name: "Rendering", package: "psg-mvvmc"),
        .product(name: "TerminalUI", package: "psg-mvvmc"),
      ]
    ),
    // `swift run reading-list`: the app, full screen.
    .executableTarget(
      name: "reading-list",
      dependencies: [
        "ReadingList",
        .product(name: "MVVMC", package: "psg-mvvmc"),
        .product(name: "Rendering", package: "psg-mvvmc"),
        .product(name: "TerminalUI", package: "psg-mvvmc"),
        .product(name: "ANSIRendering", package: "psg-mvvmc"),
        .product(name: "PlainTextRendering", package: "psg-mvvmc"),
      ]
    ),
    .testTarget(
      name: "ReadingListTests",
      dependencies: [
        "ReadingList",
        .product(name: "MVVMC", package: "psg-mvvmc"),
        .product(name: "MVVMCTesting", package: "psg-mvvmc"),
        .product(name: "Rendering", package: "psg-mvvmc"),
        .product(name: "TerminalUI", package: "psg-mvvmc"),
        .product(name: "PlainTextRendering", package: "psg-mvvmc"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
