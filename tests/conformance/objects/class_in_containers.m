% objects inside cells, structs and function arguments
function class_in_containers()
  c = {Vec2(1, 2), Vec2(5, 5)}
  s.v = Vec2(2, 0)
  total = 0;
  for k = 1:numel(c)
    total = total + c{k}.len();
  end
  printf('%.4f\n', total);
  v = Vec2(1, 1);
  w = grow(v);
  disp([v.x w.x])
  s.v.x = 7;
  disp(s.v.x)
end

function v = grow(v)
  v.x = v.x + 100;
end
