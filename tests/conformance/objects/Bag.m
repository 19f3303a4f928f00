classdef Bag
  % A bag of numbers whose sum and size are its own.
  properties
    data = [];
  end
  methods
    function obj = Bag(d)
      obj.data = d;
    end
    function s = sum(obj)
      s = obj.data;
    end
    function n = length(obj)
      n = 2 * numel(obj.data);
    end
  end
end
