import MVVMCTesting
import Testing

@testable import TerminalUI

/// A paste ends at its size limit, after a quiet period, or at Ctrl-C: a paste start whose
/// end was lost cannot take every later key as text.
@Suite struct PasteBoundsTests {
  private static let pasteStart = bytes("\u{1B}[200~")

  @Test func aPasteIsDeliveredAtItsSizeLimitAndTheRestDropped() {
    var decoder = KeyDecoder(maximumPasteBytes: 4)
    #expect(decoder.decode(Self.pasteStart + bytes("abc")) == [])
    #expect(decoder.decode(bytes("éf")) == [.paste("abc")], "é would cross the limit")
    #expect(decoder.isInsidePaste)
    #expect(decoder.decode(bytes("ghi\u{1B}[201~q")) == [.character("q")])
    #expect(!decoder.isInsidePaste)
  }

  @Test func finishingAPasteDeliversWhatArrivedAndReadsKeysAgain() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.pasteStart + bytes("Mbappé\u{1B}[20")) == [])
    #expect(decoder.isInsidePaste && !decoder.hasPendingInput)
    #expect(decoder.finishPaste() == [.paste("Mbappé\u{1B}[20")])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.finishPaste() == [])
    #expect(decoder.decode(bytes("q")) == [.character("q")])
    // The end marker that comes late is a stray one, dropped.
    #expect(decoder.decode(bytes("\u{1B}[201~j")) == [.character("j")])
  }

  @Test func finishingAPasteCutAfterTheFirstByteOfACharacterDropsThatByte() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Self.pasteStart + bytes("ab") + [0xC3])
    #expect(decoder.finishPaste() == [.paste("ab")])
  }

  @Test func aPasteDeliveredAtItsLimitIsNotDeliveredAgainWhenItGoesQuiet() {
    var decoder = KeyDecoder(maximumPasteBytes: 2)
    #expect(decoder.decode(Self.pasteStart + bytes("abc")) == [.paste("ab")])
    #expect(decoder.finishPaste() == [])
    #expect(decoder.decode(bytes("x")) == [.character("x")])
  }

  @Test(arguments: [
    "", "text", "text\u{1B}", "text\u{1B}[", "text\u{1B}[20", "text\u{1B}[201",
  ])
  func ctrlCInsideAPasteIsCtrlC(pasted: String) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Self.pasteStart + bytes(pasted)) == [])
    #expect(decoder.decode([0x03]) == [.control("c")])
    #expect(!decoder.isInsidePaste)
    #expect(decoder.decode(bytes("j")) == [.character("j")])
  }

  @Test func ctrlCAfterAConsoleFunctionKeyPrefixIsCtrlC() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes("\u{1B}[[") + [0x03]) == [.control("c")])
  }
}

/// The host ends a quiet paste after its quiet period, on the injected scheduler, and quits on
/// Ctrl-C in the middle of one.
@MainActor
@Suite struct HostPasteTests {
  let size = TerminalSize(columns: 30, rows: 6)

  private func start() -> (CountingApp, VirtualTerminal, ManualScheduler, () -> [FullScreenExit]) {
    let app = CountingApp()
    let terminal = VirtualTerminal(size: size, screenLines: ["$"])
    let scheduler = ManualScheduler()
    let host = FullScreenHost(app: app, terminal: terminal, scheduler: scheduler)
    var exits: [FullScreenExit] = []
    host.start { exits.append($0) }
    return (
      app, terminal, scheduler,
      {
        _ = host
        return exits
      }
    )
  }

  @Test func aPasteWithoutItsEndEndsAfterTheQuietPeriodThenKeysWork() {
    let (app, terminal, scheduler, exits) = start()
    terminal.send(bytes("\u{1B}[200~jq"))
    scheduler.advance(by: FullScreenHost.defaultPasteQuietPeriod - .milliseconds(1))
    terminal.send(bytes("j"))  // more of the paste: the quiet period starts again
    scheduler.advance(by: FullScreenHost.defaultPasteQuietPeriod - .milliseconds(1))
    #expect(app.keys.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(app.keys == [.paste("jqj")])
    terminal.type("j")
    #expect(app.keys.last == .character("j"))
    #expect(terminal.screenLines[0] == "count 1")
    terminal.type("q")
    #expect(exits() == [.quit])
    #expect(terminal.modes == .restored)
  }

  @Test func ctrlCInAPasteWithoutItsEndQuitsAndRestoresTheTerminal() {
    let (app, terminal, _, exits) = start()
    terminal.send(bytes("\u{1B}[200~some text"))
    terminal.send([0x03])
    #expect(exits() == [.quit])
    #expect(app.keys == [.control("c")])
    #expect(terminal.modes == .restored)
    #expect(terminal.screenLines.first == "$")
  }
}
