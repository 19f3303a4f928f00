classdef Vec2
  % A 2-D vector with value semantics.
  properties
    label = 'v';
    x = 0;
    y = 0;
  end
  methods
    function obj = Vec2(x, y)
      if nargin > 0
        obj.x = x;
        obj.y = y;
      end
    end
    function n = len(obj)
      n = sqrt(obj.x^2 + obj.y^2);
    end
    function obj = scaled(obj, k)
      obj.x = obj.x * k;
      obj.y = obj.y * k;
    end
    function d = dot(a, b)
      d = a.x * b.x + a.y * b.y;
    end
  end
  methods (Static)
    function v = unitX()
      v = Vec2(1, 0);
    end
  end
end
