function load_workspace
  f = [tempname() '.mat'];
  a = magic(3); word = 'abc';
  save('-v7', f, 'a', 'word');
  show(f);
  delete(f);
end
function show(f)
  load(f);
  a, word
  load(f, 'a');
  disp(size(a))
end
