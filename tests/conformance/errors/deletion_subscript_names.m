% How Octave names a bad subscript of a deletion: arrays run the name and
% the subscript together, cells write it as an index; the name survives an
% earlier deletion of the same variable.
function deletion_subscript_names()
  attempt('a = [1 2]; a(0) = [];');
  attempt('a = [1 2]; a(1.5) = [];');
  attempt('a = [1 2]; a(:, 0) = [];');
  attempt('a = {}; a(0) = [];');
  attempt('a = {1, 2}; a(:, 0) = [];');
  attempt('a = 5:-1:1; a(end:-1:1) = []; a(:, end) = [];');
  attempt('a = {1, 2}; a(1) = []; b = a(0);');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
