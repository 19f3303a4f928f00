classdef Square < Rect
  % A square is a rectangle with equal sides.
  methods
    function obj = Square(s)
      obj@Rect(s, s);
      obj.name = 'square';
    end
    function s = describe(obj)
      s = describe@Rect(obj);
      s = ['[' s ']'];
    end
  end
end
