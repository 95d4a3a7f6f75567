print("psg-demo")
