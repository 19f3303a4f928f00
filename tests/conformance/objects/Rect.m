classdef Rect < Shape
  % A rectangle.
  properties
    h = 1;
    w = 1;
  end
  methods
    function obj = Rect(w, h)
      obj@Shape('rect', 4);
      obj.w = w;
      obj.h = h;
    end
    function a = area(obj)
      a = obj.w * obj.h;
    end
  end
end
