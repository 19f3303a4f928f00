% inheritance from a user class: superclass constructor and method calls, overriding, isa
s = Shape('blob', 0);
disp(s.describe())
r = Rect(2, 3);
disp(r.describe())
r.area()
q = Square(2);
disp(describe(q))
isa(q, 'Rect')
isa(q, 'Shape')
isa(r, 'Square')
class(q)
q
shapes = {s, r, q};
total = 0;
for k = 1:numel(shapes)
  total = total + shapes{k}.area();
end
disp(total)
