// reading-list: for now a placeholder, so the executable has a file; the section "Run it full
// screen" makes it the app.
print("Reading list: the app comes in a later section.")
