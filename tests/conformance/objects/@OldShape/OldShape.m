function s = OldShape(name)
  % An old-style class: the object is made by class() in its @folder constructor.
  if nargin < 1
    name = 'shape';
  end
  s = class(struct('name', name), 'OldShape');
end
