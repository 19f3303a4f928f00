% a property setter (set.level) runs on every assignment from outside it
t = Tank();
t.level = 30;
disp(t.level)
t.level = 250;
disp(t.level)
t = t.fill(-20);
disp(t.level)
u = t;
u.level = 5;
disp([t.level u.level])
try
  t.level = -1;
catch err
  disp(err.message)
end
disp(t.level)
