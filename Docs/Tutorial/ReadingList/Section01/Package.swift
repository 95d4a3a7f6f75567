// swift-tools-version: 6.2
//
// The package a reader of the tutorial "Your first MVVM-C flow" writes, in a folder beside a
// clone of psg-mvvmc in a folder named `mvvmc`. SwiftPM names a package found by its path after
// its folder, so the products come from `package: "mvvmc"`.

import PackageDescription

let package = Package(
  name: "reading-list",
  dependencies: [
    .package(path: "../mvvmc")
  ],
  targets: [
    // The app's view models, scenes and coordinators: a library, so tests can import it.
    .target(
      name: "ReadingList",
      dependencies: [
        .product(name: "MVVMC", package: "mvvmc"),
        .product(name: "Rendering", package: "mvvmc"),
        .product(name: "TerminalUI", package: "mvvmc"),
      ]
    ),
    // `swift run reading-list`: the app, full screen.
    .executableTarget(
      name: "reading-list",
      dependencies: [
        "ReadingList",
        .product(name: "MVVMC", package: "mvvmc"),
        .product(name: "Rendering", package: "mvvmc"),
        .product(name: "TerminalUI", package: "mvvmc"),
        .product(name: "ANSIRendering", package: "mvvmc"),
        .product(name: "PlainTextRendering", package: "mvvmc"),
      ]
    ),
    .testTarget(
      name: "ReadingListTests",
      dependencies: [
        "ReadingList",
        .product(name: "MVVMC", package: "mvvmc"),
        .product(name: "MVVMCTesting", package: "mvvmc"),
        .product(name: "Rendering", package: "mvvmc"),
        .product(name: "TerminalUI", package: "mvvmc"),
        .product(name: "PlainTextRendering", package: "mvvmc"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
