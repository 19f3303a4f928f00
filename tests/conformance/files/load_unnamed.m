function load_unnamed
  f = [tempname() '.mat'];
  make(f);
  load(f);
  eval('disp(hidden)');
  g = [tempname() '.mat'];
  save(g);
  T = load(g);
  disp(sort(fieldnames(T))');
  delete(f); delete(g);
end
function make(f)
  hidden = [7 8 9];
  save(f, 'hidden');
end
