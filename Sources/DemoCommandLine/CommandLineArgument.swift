#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One command-line argument as the system passed it: bytes, which need not be UTF-8.
///
/// A file name on Linux is any bytes but `/` and NUL; `CommandLine.arguments` replaces the bytes
/// that are not UTF-8 with U+FFFD, and such a name can then not be opened. The options keep the
/// bytes of the paths they take, so the file opens by its real name, and show the name with
/// ``visibleText`` in messages.
///
/// ```swift
/// let name = CommandLineArgument(bytes: [0xFF] + Array(".json".utf8))
/// name.text          // "\u{FFFD}.json"
/// name.isUTF8        // false
/// name.visibleText   // "\\xFF.json"
/// ```
struct CommandLineArgument: Equatable, Sendable {
  /// The bytes, without the NUL that ends them in `argv`.
  var bytes: [UInt8]

  /// An argument from its bytes.
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// An argument from text: its UTF-8 bytes.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The bytes as text, U+FFFD for each byte sequence that is not UTF-8.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The argument as a flag and the value written after its first `=`, as its bytes:
  /// `--data=feed.json` is `--data` and `feed.json`; `--line` has no value.
  var flagAndInlineValue: (flag: String, value: CommandLineArgument?) {
    // `=` is one byte that no other character's UTF-8 holds: split the bytes there.
    guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return (text, nil) }
    return (
      CommandLineArgument(bytes: Array(bytes[..<equals])).text,
      CommandLineArgument(bytes: Array(bytes[(equals + 1)...]))
    )
  }

  /// Whether the bytes are UTF-8 text.
  var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

  /// The text with every byte that is not UTF-8 written `\xFF`, so two names that differ only
  /// there can be told apart. Control characters are still in it: messages sanitise them.
  var visibleText: String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x" + Self.hexDigits(byte)
        }
        offset += length
      case .emptyInput:
        return text
      }
    }
  }

  /// The process's arguments after the program's name, from `argv` itself.
  static func processArguments() -> [CommandLineArgument] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { pointer in
        let characters = UnsafeBufferPointer(start: pointer, count: strlen(pointer))
        return CommandLineArgument(bytes: characters.map { UInt8(bitPattern: $0) })
      }
    }
  }

  /// Opens the file these bytes name with `open(2)`; returns the descriptor, or -1 with
  /// `errno` set (`ENOENT` for bytes holding a NUL, which no name can).
  func open(flags: Int32) -> Int32 {
    guard !bytes.contains(0) else {
      errno = ENOENT
      return -1
    }
    let path = bytes.map { CChar(bitPattern: $0) } + [0]
    return path.withUnsafeBufferPointer { systemOpen($0.baseAddress!, flags) }
  }

  private static func hexDigits(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}

/// open(2), from Glibc or Darwin.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags)
  #else
    Darwin.open(path, flags)
  #endif
}

extension ArraySlice<CommandLineArgument> {
  /// The next flag and the value written after its `=`, taken from the slice; `nil` at the
  /// end. Each argument before it that is no flag (it does not start with `-`, or is `-`
  /// alone) goes to `operand`.
  mutating func nextFlag(
    operand: (CommandLineArgument) throws(UsageError) -> Void
  ) throws(UsageError) -> (flag: String, value: CommandLineArgument?)? {
    while let raw = popFirst() {
      let argument = raw.text
      guard argument.starts(with: "-"), argument != "-" else {
        try operand(raw)
        continue
      }
      return raw.flagAndInlineValue
    }
    return nil
  }

  /// The value of `flag`: the one written after its `=` (`inlineValue`), or else the next
  /// argument, taken from the slice.
  ///
  /// - Throws: ``UsageError`` when the flag has neither.
  mutating func value(
    of flag: String, inline inlineValue: CommandLineArgument?
  ) throws(UsageError) -> CommandLineArgument {
    if let inlineValue { return inlineValue }
    guard let next = popFirst() else { throw UsageError(.needsValue(flag: flag)) }
    return next
  }
}
