extension RendererWords {
  /// The words with every control character made visible (``Swift/String/sanitizedForTerminal``),
  /// for renderers that write them where a control character would act.
  public var sanitizedForTerminal: RendererWords {
    // Each word by name: a loop over key paths cost more than the sanitising, on every render.
    mapped { $0.sanitizedForTerminal }
  }
}
