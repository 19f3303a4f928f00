classdef Shape
  % A named shape; subclasses give the area.
  properties
    name = 'shape';
    sides = 0;
  end
  methods
    function obj = Shape(name, sides)
      if nargin > 0
        obj.name = name;
        obj.sides = sides;
      end
    end
    function a = area(obj)
      a = 0;
    end
    function s = describe(obj)
      s = sprintf('%s with %d sides, area %.2f', obj.name, obj.sides, obj.area());
    end
  end
end
