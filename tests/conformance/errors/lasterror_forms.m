% lasterror and lasterr: the last error caught, reset and replaced.
e = lasterror ()
try
  error ('my:id', 'boom %d', 3);
catch
end
e = lasterror ();
e.message, e.identifier, e.stack(1).line, e.stack(1).column
[m, id] = lasterr ()
old = lasterror ('reset');
old.message
e3 = lasterror ()
try
  x = [1 2](3);
catch
end
s = lasterror (); s.message, s.identifier
lasterror (struct ('message', 'hi', 'identifier', 'a:b'));
[m, id] = lasterr ()
lasterr ('set by hand');
[m, id] = lasterr ()
try
  lasterror ('bogus')
catch err
  disp (err.message)
end
