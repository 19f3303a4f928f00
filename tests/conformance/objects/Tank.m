classdef Tank
  % A tank whose level a setter keeps within its capacity.
  properties
    capacity = 100;
    level = 0;
  end
  methods
    function obj = set.level(obj, v)
      if v < 0
        error('Tank:negative', 'level must not be negative');
      end
      obj.level = min(v, obj.capacity);
    end
    function obj = fill(obj, amount)
      obj.level = obj.level + amount;
    end
  end
end
