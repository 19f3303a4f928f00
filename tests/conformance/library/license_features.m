license inuse
s = license ("inuse", "octave"); s.feature
t = license ("test", "octave"), t2 = license ("test", "signal")
[a, b] = license ("checkout", "octave"), [a, b] = license ("checkout", "foo")
try, license ("test", "octave", "x"), catch e, disp (e.message), end
