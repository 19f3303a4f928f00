classdef Stack
  % A stack of values in a class folder.
  properties
    items = {};
  end
  methods
    function obj = push(obj, v)
      obj.items{end+1} = v;
    end
    function [obj, v] = pop(obj)
      v = obj.items{end};
      obj.items(end) = [];
    end
    function n = depth(obj)
      n = numel(obj.items);
    end
  end
end
