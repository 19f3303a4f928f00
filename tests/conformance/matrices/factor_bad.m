factor(-3)
