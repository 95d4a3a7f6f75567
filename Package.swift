// swift-tools-version: 6.0
//
// The PSG MVVM-C package: a small MVVM-C framework (`MVVMC`), a renderer-neutral screen
// vocabulary (`Rendering`), four renderers (plain text, ANSI, Markdown, HTML), a conformance kit
// for new renderers, a full-screen terminal host (`TerminalUI`) and the `psg-demo` command-line
// app. It depends on nothing but the Swift toolchain.

import PackageDescription

let package = Package(
  name: "psg-mvvmc",
  products: [
    .library(name: "Rendering", targets: ["Rendering"]),
    .library(name: "MVVMC", targets: ["MVVMC"]),
    .library(name: "MVVMCTesting", targets: ["MVVMCTesting"]),
    .library(name: "PlainTextRendering", targets: ["PlainTextRendering"]),
    .library(name: "ANSIRendering", targets: ["ANSIRendering"]),
    .library(name: "MarkdownRendering", targets: ["MarkdownRendering"]),
    .library(name: "HTMLRendering", targets: ["HTMLRendering"]),
    .library(name: "RendererConformance", targets: ["RendererConformance"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "PSGDemo", targets: ["PSGDemo"]),
    .library(name: "DemoCommandLine", targets: ["DemoCommandLine"]),
    .executable(name: "psg-demo", targets: ["psg-demo"]),
    .executable(name: "psg-bench", targets: ["psg-bench"]),
  ],
  targets: [
    // The vocabulary every renderer speaks: `Screen`, `Renderer`, `RenderContext`, text helpers.
    .target(name: "Rendering"),
    // The framework: `Dynamic`, coordinators, the navigator, scenes.
    .target(name: "MVVMC", dependencies: ["Rendering"]),
    // For the tests of apps built on the framework: `ManualScheduler` and `FlowRecorder`.
    .target(name: "MVVMCTesting", dependencies: ["MVVMC"]),

    // Renderers live in their own top-level folder and depend on `Rendering` only.
    .target(name: "PlainTextRendering", dependencies: ["Rendering"], path: "Renderers/PlainText"),
    .target(name: "ANSIRendering", dependencies: ["Rendering"], path: "Renderers/ANSI"),
    .target(name: "MarkdownRendering", dependencies: ["Rendering"], path: "Renderers/Markdown"),
    .target(name: "HTMLRendering", dependencies: ["Rendering"], path: "Renderers/HTML"),

    // The full-screen terminal host: raw mode, keys, the event loop, diffed frames.
    .target(name: "TerminalUI", dependencies: ["MVVMC", "Rendering"]),

    // Checks that any renderer, written anywhere, can run in its own test suite.
    .target(name: "RendererConformance", dependencies: ["Rendering"]),

    // The demo app: players, view models, scenes, coordinators, commands.
    .target(name: "PSGDemo", dependencies: ["MVVMC", "Rendering", "TerminalUI"]),
    // The command line of psg-demo as a library: options, line mode, the full-screen host,
    // the renderer registry. Another package's executable hosts its renderer with it.
    .target(
      name: "DemoCommandLine",
      dependencies: [
        "PSGDemo", "MVVMC", "Rendering", "TerminalUI",
        "PlainTextRendering", "ANSIRendering", "MarkdownRendering", "HTMLRendering",
      ]
    ),
    .executableTarget(name: "psg-demo", dependencies: ["DemoCommandLine"]),
    .executableTarget(
      name: "psg-bench",
      dependencies: [
        "MVVMC", "MVVMCTesting", "PSGDemo", "Rendering", "ANSIRendering", "TerminalUI",
      ]),

    // Helpers shared by the test targets only (golden files, tool lookup); not a product.
    .target(name: "TestSupport", dependencies: ["Rendering"], path: "Tests/TestSupport"),

    .testTarget(name: "RenderingTests", dependencies: ["Rendering", "TestSupport"]),
    .testTarget(
      name: "MVVMCTests", dependencies: ["MVVMC", "MVVMCTesting", "Rendering", "TestSupport"]),
    .testTarget(
      name: "PlainTextRenderingTests",
      dependencies: ["PlainTextRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "ANSIRenderingTests",
      dependencies: ["ANSIRendering", "PlainTextRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "MarkdownRenderingTests",
      dependencies: ["MarkdownRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "HTMLRenderingTests", dependencies: ["HTMLRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "RendererConformanceTests",
      dependencies: [
        "RendererConformance", "Rendering", "PlainTextRendering", "ANSIRendering",
        "MarkdownRendering", "HTMLRendering", "TestSupport",
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "MVVMC", "MVVMCTesting", "Rendering", "TestSupport"]),
    .testTarget(
      name: "PSGDemoTests",
      dependencies: [
        "PSGDemo", "MVVMC", "MVVMCTesting", "Rendering", "TerminalUI", "HTMLRendering",
        "MarkdownRendering", "TestSupport",
      ]),
    .testTarget(
      name: "DemoCommandLineTests",
      dependencies: [
        "DemoCommandLine", "PSGDemo", "MVVMC", "MVVMCTesting", "Rendering", "TerminalUI",
        "TestSupport",
      ]),
    .testTarget(
      name: "GoldenTests",
      dependencies: [
        "PSGDemo", "MVVMC", "Rendering", "PlainTextRendering", "ANSIRendering", "MarkdownRendering",
        "HTMLRendering", "TestSupport",
      ],
      exclude: ["Goldens"]
    ),
    // The guides' Swift blocks against the code they show, and the guides' examples as tests.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "MVVMC", "MVVMCTesting", "PSGDemo", "Rendering", "RendererConformance", "TestSupport",
        "TerminalUI", "ANSIRendering", "PlainTextRendering",
      ]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["psg-demo", "psg-bench", "Rendering", "RendererConformance", "TestSupport"],
      exclude: ["Scripts"]),
  ],
  swiftLanguageModes: [.v6]
)
