% errors on objects, worded as Octave words them
v = Vec2(1, 2);
try
  v.nosuch
catch err
  disp(err.message)
end
try
  v.nosuch = 3;
catch err
  disp(err.message)
end
try
  w = v + v;
catch err
  disp(err.message)
end
try
  v{1}
catch err
  disp(err.message)
end
try
  x = Vec2.nosuch();
catch err
  disp(err.message)
end
try
  v(2)
catch err
  disp(err.message)
end
w = v(1);
disp(w.y)
a = Account('eve', 5);
a.withdraw(10);
