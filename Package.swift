// swift-tools-version: 6.2
//
// The PSG MVVM-C package: a small MVVM-C framework (`MVVMC`), a renderer-neutral screen
// vocabulary (`Rendering`), five renderers (plain text, ANSI, Markdown, HTML, JSON), a conformance kit
// for new renderers, a full-screen terminal host (`TerminalUI`) and the `psg-demo` command-line
// app. It depends on nothing but the Swift toolchain.

import PackageDescription

/// The tutorial's files say `import ReadingList`, as the reader's package names its library;
/// here that library is `ReadingListExample`.
let readingListAlias: [SwiftSetting] = [
  .unsafeFlags(["-module-alias", "ReadingList=ReadingListExample"])
]

let package = Package(
  name: "psg-mvvmc",
  products: [
    .library(name: "Rendering", targets: ["Rendering"]),
    .library(name: "TerminalRendering", targets: ["TerminalRendering"]),
    .library(name: "MVVMC", targets: ["MVVMC"]),
    .library(name: "MVVMCTesting", targets: ["MVVMCTesting"]),
    .library(name: "PlainTextRendering", targets: ["PlainTextRendering"]),
    .library(name: "ANSIRendering", targets: ["ANSIRendering"]),
    .library(name: "MarkdownRendering", targets: ["MarkdownRendering"]),
    .library(name: "HTMLRendering", targets: ["HTMLRendering"]),
    .library(name: "JSONRendering", targets: ["JSONRendering"]),
    .library(name: "RendererConformance", targets: ["RendererConformance"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "DemoCommandLine", targets: ["DemoCommandLine"]),
    .executable(name: "psg-demo", targets: ["psg-demo"]),
    .executable(name: "psg-bench", targets: ["psg-bench"]),
    .executable(name: "reading-list-example", targets: ["reading-list-example"]),
  ],
  targets: [
    // The vocabulary every renderer speaks: `Screen`, `Renderer`, `RenderContext`, text helpers.
    .target(name: "Rendering"),
    // What terminal renderers share: the layout of a screen in styled lines, terminal styles,
    // the sanitiser and the escape-sequence scanner. Document renderers never need it.
    .target(name: "TerminalRendering", dependencies: ["Rendering"]),
    // The framework: `Dynamic`, coordinators, the navigator, scenes, routes, actions and keys.
    // The tools that watch an app run (the inspector, traces' words, recordings) are the
    // host's, in `TerminalUI`.
    .target(name: "MVVMC", dependencies: ["Rendering"]),
    // For the tests of apps built on the framework: `ManualScheduler` and `FlowRecorder`.
    .target(name: "MVVMCTesting", dependencies: ["MVVMC"]),

    // Renderers live in their own top-level folder and depend on `Rendering`; the terminal ones
    // also on `TerminalRendering`.
    .target(
      name: "PlainTextRendering", dependencies: ["Rendering", "TerminalRendering"],
      path: "Renderers/PlainText"),
    .target(
      name: "ANSIRendering", dependencies: ["Rendering", "TerminalRendering"],
      path: "Renderers/ANSI"),
    .target(name: "MarkdownRendering", dependencies: ["Rendering"], path: "Renderers/Markdown"),
    .target(name: "HTMLRendering", dependencies: ["Rendering"], path: "Renderers/HTML"),
    .target(name: "JSONRendering", dependencies: ["Rendering"], path: "Renderers/JSON"),

    // The full-screen terminal host: raw mode, keys, the event loop, diffed frames. Scenes
    // answer keys with the types of `MVVMC` (`Key`, `KeyResponse`, `KeyHint`) and never import
    // it; `TerminalUI` delivers the keys.
    // It also holds the inspector (what a run's coordinators, stack, boxes and events are) and
    // writes and reads recordings (JSON Lines of `SessionStep`), so any app of the framework
    // inspects, records, rewinds and replays its runs; `TerminalAppCommand` is its command line,
    // drawn with the ANSI renderer and printed with the plain one.
    .target(
      name: "TerminalUI",
      dependencies: [
        "MVVMC", "Rendering", "TerminalRendering", "JSONRendering", "PlainTextRendering",
        "ANSIRendering",
      ]),

    // Checks that any renderer, written anywhere, can run in its own test suite.
    .target(name: "RendererConformance", dependencies: ["Rendering", "TerminalRendering"]),

    // The squad's players and the reading of their JSON feed from a file or a URL, with its
    // limits. Not a product: only the package's own modules use it (`package` or internal).
    .target(name: "PlayerFeed", dependencies: ["Rendering"]),
    // The demo app: view models, scenes, coordinators, commands. Not a product: only the
    // package's own modules use it, so everything in it is `package` or internal.
    .target(name: "PSGDemo", dependencies: ["PlayerFeed", "MVVMC", "Rendering", "TerminalUI"]),
    // The command line of psg-demo as a library: options, line mode, the full-screen host,
    // the renderer registry. Another package's executable hosts its renderer with it.
    .target(
      name: "DemoCommandLine",
      dependencies: [
        "PSGDemo", "PlayerFeed", "MVVMC", "Rendering", "TerminalUI",
        "PlainTextRendering", "ANSIRendering", "MarkdownRendering", "HTMLRendering",
        "JSONRendering",
      ]
    ),
    .executableTarget(name: "psg-demo", dependencies: ["DemoCommandLine"]),
    .executableTarget(
      name: "psg-bench",
      dependencies: [
        "MVVMC", "MVVMCTesting", "PSGDemo", "PlayerFeed", "Rendering", "ANSIRendering",
        "TerminalUI", "PlainTextRendering", "MarkdownRendering", "HTMLRendering", "JSONRendering",
      ]),

    // The app of the tutorial "Your first MVVM-C flow" (Docs/Tutorial), as it stands at the
    // tutorial's end: a reading list. Its view models, scenes and coordinators are a library
    // the tutorial's tests import; the executable runs it full screen. The library is no
    // product: what it declares is `package`. The reader's package names its targets
    // `ReadingList` and `reading-list`, so these names differ (a package graph may not hold two
    // targets of one name), and the files, which the tutorial shows as the reader writes them
    // (`import ReadingList`), reach this library under that name through a module alias.
    .target(
      name: "ReadingListExample", dependencies: ["MVVMC", "Rendering", "TerminalUI"],
      path: "Sources/ReadingList"),
    .executableTarget(
      name: "reading-list-example",
      dependencies: [
        "ReadingListExample", "MVVMC", "Rendering", "TerminalUI", "ANSIRendering",
        "PlainTextRendering",
      ],
      path: "Sources/reading-list",
      swiftSettings: readingListAlias),

    // Helpers shared by the test targets only (golden files, tool lookup); not a product.
    .target(
      name: "TestSupport", dependencies: ["Rendering", "TerminalRendering"],
      path: "Tests/TestSupport"),

    .testTarget(name: "RenderingTests", dependencies: ["Rendering", "TestSupport"]),
    .testTarget(
      name: "TerminalRenderingTests",
      dependencies: ["Rendering", "TerminalRendering", "TestSupport"]),
    .testTarget(
      name: "MVVMCTests",
      dependencies: ["MVVMC", "MVVMCTesting", "Rendering", "TerminalUI", "TestSupport"]),
    .testTarget(
      name: "PlainTextRenderingTests",
      dependencies: ["PlainTextRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "ANSIRenderingTests",
      dependencies: [
        "ANSIRendering", "PlainTextRendering", "Rendering", "TerminalRendering", "TestSupport",
      ]),
    .testTarget(
      name: "MarkdownRenderingTests",
      dependencies: ["MarkdownRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "HTMLRenderingTests",
      dependencies: ["HTMLRendering", "Rendering", "TestSupport"]),
    .testTarget(
      name: "RendererConformanceTests",
      dependencies: [
        "RendererConformance", "Rendering", "TerminalRendering", "PlainTextRendering",
        "ANSIRendering",
        "MarkdownRendering", "HTMLRendering", "JSONRendering", "TestSupport",
      ]
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "TerminalUI", "MVVMC", "MVVMCTesting", "Rendering", "TerminalRendering", "TestSupport",
      ]),
    .testTarget(
      name: "PSGDemoTests",
      dependencies: [
        "PSGDemo", "PlayerFeed", "MVVMC", "MVVMCTesting", "Rendering", "TerminalUI",
        "HTMLRendering",
        "MarkdownRendering", "TestSupport",
      ]),
    .testTarget(
      name: "PlayerFeedTests", dependencies: ["PlayerFeed", "TestSupport"]),
    .testTarget(
      name: "DemoCommandLineTests",
      dependencies: [
        "DemoCommandLine", "HTMLRendering", "PSGDemo", "PlayerFeed", "MVVMC", "MVVMCTesting",
        "Rendering",
        "TerminalRendering",
        "TerminalUI",
        "TestSupport",
      ]),
    .testTarget(
      name: "GoldenTests",
      dependencies: [
        "PSGDemo", "PlayerFeed", "MVVMC", "Rendering", "PlainTextRendering", "ANSIRendering",
        "MarkdownRendering",
        "HTMLRendering", "JSONRendering", "TerminalUI", "TestSupport",
      ],
      exclude: ["Goldens"]
    ),
    // The guides' Swift blocks against the code they show, and the guides' examples as tests.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "MVVMC", "MVVMCTesting", "PSGDemo", "PlayerFeed", "Rendering", "TerminalRendering",
        "RendererConformance",
        "TestSupport",
        "TerminalUI", "ANSIRendering", "PlainTextRendering",
      ]),
    // Every step of the tutorial, compiled and run (its text shows these files), and the
    // finished app run as a command.
    .testTarget(
      name: "TutorialTests",
      dependencies: [
        "ReadingListExample", "reading-list-example", "MVVMC", "MVVMCTesting", "Rendering",
        "TerminalUI", "PlainTextRendering", "TestSupport",
      ],
      exclude: ["LearnerPackage", "EarlierListings"],
      swiftSettings: readingListAlias),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "psg-demo", "psg-bench", "reading-list-example", "Rendering", "RendererConformance",
        "TestSupport",
      ],
      exclude: ["Scripts"]),
  ],
  swiftLanguageModes: [.v6]
)
