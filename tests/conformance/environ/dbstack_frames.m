% dbstack: the calls under way, innermost first (file, name, line, column).
function dbstack_frames()
  st = dbstack;
  disp(size(st))
  disp(fieldnames(st))
  disp(st(1).name)
  disp(st(1).line)
  [~, name] = fileparts(st(1).file);
  disp(name)
  inner();
end
function inner()
  s = dbstack;
  disp({s.name})
  disp([s.line])
  s = dbstack(1);
  disp({s.name})
  [s, idx] = dbstack('-completenames');
  disp(numel(s))
  disp(idx)
  s = dbstack(5);
  disp(size(s))
  try, dbstack(-1), catch e, disp(strtok(e.message, char(10))), end
  try, dbstack({1}), catch e, disp(strtok(e.message, char(10))), end
  try, dbstack(1, 2, 3), catch e, disp(strtok(e.message, char(10))), end
end
