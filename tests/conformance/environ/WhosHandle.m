classdef WhosHandle < handle
  properties
    v = 'abc'
  end
end
