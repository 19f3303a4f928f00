% A message ending in a newline: the newline is dropped from the message
% (and Octave prints no traceback for it).
try, error('abc %s\n', 'x'), catch e, disp(['[' e.message ']']), end
try, error('abc\n'), catch e, disp(['[' e.message ']']), end
try, error('Octave:some-id', 'abc %d\n', 3), catch e, disp(['[' e.message '] ' e.identifier]), end
try, error("two\n\n"), catch e, disp(double(e.message(end))), end
error('Octave:some-id', 'stopped at %d\n', 7);
