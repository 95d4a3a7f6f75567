print("psg-bench")
