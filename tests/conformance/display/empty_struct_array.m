s = struct([])
