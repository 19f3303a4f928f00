% containers.Map is a handle: copies and callees see every change
function map_handle()
  m = containers.Map();
  m2 = m;
  m2('a') = 1;
  disp(m.Count)
  disp(m('a'))
  add_word(m, 'hello');
  add_word(m, 'world');
  add_word(m, 'hello');
  k = keys(m);
  for i = 1:numel(k)
    printf('%s -> %d\n', k{i}, m(k{i}));
  end
  c = {m};
  c{1}('z') = 26;
  disp(m('z'))
  s.map = m;
  s.map('y') = 25;
  disp(isKey(m, 'y'))
  % a loop that grows the map
  sq = containers.Map('KeyType', 'double', 'ValueType', 'any');
  for i = 1:5
    sq(i) = i^2;
  end
  disp(cell2mat(values(sq)))
end

function add_word(m, w)
  if isKey(m, w)
    m(w) = m(w) + 1;
  else
    m(w) = 1;
  end
end
