classdef Circle
  % Constant, dependent and private properties.
  properties (Constant)
    UNIT = 'cm';
  end
  properties
    r = 1;
  end
  properties (Dependent)
    area
  end
  properties (Access = private)
    secret = 42;
  end
  methods
    function obj = Circle(r)
      if nargin > 0
        obj.r = r;
      end
    end
    function a = get.area(obj)
      a = pi * obj.r^2;
    end
    function s = peek(obj)
      s = obj.secret;
    end
  end
end
